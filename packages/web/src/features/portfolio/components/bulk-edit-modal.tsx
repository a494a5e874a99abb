import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core'
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { LANDER_TEMPLATES, type LanderTemplate } from '@namefolio/core/landers/lander-template'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { BulkModifications } from '../portfolio.queries'

const KEEP = 'keep'

/** The modifications of a bulk edit form; unchanged fields are left out (spec §3 keys). */
export function bulkModificationsOf(form: {
  template: string
  leasing: string
  period: string
}): Partial<BulkModifications> {
  const modifications: Partial<BulkModifications> = {}
  if (form.template !== KEEP) {
    modifications.landerTemplate = form.template as LanderTemplate
  }
  if (form.leasing !== KEEP) modifications.leasingEnabled = form.leasing === 'on'
  if (form.period !== KEEP) modifications.maxLeasePeriod = Number(form.period)
  return modifications
}

export function BulkEditModal({
  count,
  onCancel,
  onSubmit,
  isBusy,
}: {
  count: number
  onCancel: () => void
  onSubmit: (modifications: Partial<BulkModifications>) => void
  isBusy: boolean
}) {
  const intl = useIntl()
  const [form, setForm] = useState({ template: KEEP, leasing: KEEP, period: KEEP })
  const modifications = bulkModificationsOf(form)
  const keep = { value: KEEP, label: intl.formatMessage({ id: 'portfolio.bulk.keep' }) }
  return (
    <Modal
      opened
      onClose={onCancel}
      centered
      title={<FormattedMessage id="portfolio.bulk.editTitle" values={{ count }} />}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit(modifications)
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label={intl.formatMessage({ id: 'portfolio.column.lander' })}
            value={form.template}
            onChange={(event) => setForm({ ...form, template: event.currentTarget.value })}
            data={[
              keep,
              ...LANDER_TEMPLATES.map((template) => ({
                value: template,
                label: intl.formatMessage({ id: `lander.template.${template}` }),
              })),
            ]}
          />
          <NativeSelect
            label={intl.formatMessage({ id: 'portfolio.column.lto' })}
            value={form.leasing}
            onChange={(event) => setForm({ ...form, leasing: event.currentTarget.value })}
            data={[
              keep,
              { value: 'on', label: intl.formatMessage({ id: 'portfolio.bulk.leasingOn' }) },
              { value: 'off', label: intl.formatMessage({ id: 'portfolio.lto.off' }) },
            ]}
          />
          <NativeSelect
            label={intl.formatMessage({ id: 'portfolio.bulk.period' })}
            value={form.period}
            onChange={(event) => setForm({ ...form, period: event.currentTarget.value })}
            data={[
              keep,
              ...Array.from(
                { length: LEASE_MAX_MONTHS - LEASE_MIN_MONTHS + 1 },
                (_, i) => LEASE_MIN_MONTHS + i,
              ).map((months) => ({
                value: String(months),
                label: intl.formatMessage({ id: 'portfolio.lto.months' }, { months }),
              })),
            ]}
          />
          <Text size="xs" c="dimmed">
            <FormattedMessage id="portfolio.bulk.editHint" />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button
              type="submit"
              loading={isBusy}
              disabled={Object.keys(modifications).length === 0}
            >
              <FormattedMessage id="portfolio.bulk.apply" values={{ count }} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
