import { Group, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core'
import { useIntl } from 'react-intl'
import type { ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { LANDER_TEMPLATES, type LanderTemplate } from '@namefolio/core/landers/lander-template'
import { microsToUsd, usdToMicros } from '@namefolio/core/money/money'
import { fieldMessage } from './field-message'

type PriceField = 'buynowPrice' | 'floorPrice' | 'minbidPrice'

/** Template, prices (dollars in the form, micros on the wire) and lease to own for new names. */
export function ListingSettingsForm({
  value,
  onChange,
  errors,
}: {
  value: ListingSettings
  onChange: (next: ListingSettings) => void
  errors: readonly FieldError[]
}) {
  const intl = useIntl()
  const errorOf = (field: string) => {
    const error = errors.find((e) => e.field === field)
    return error ? fieldMessage(intl, error.code, error.values) : undefined
  }
  const price = (field: PriceField, labelId: string) => (
    <NumberInput
      label={intl.formatMessage({ id: labelId })}
      prefix="$"
      thousandSeparator=","
      min={0}
      allowDecimal={false}
      value={value[field] === null ? '' : microsToUsd(value[field])}
      onChange={(usd) =>
        onChange({ ...value, [field]: usd === '' ? null : usdToMicros(Number(usd)) })
      }
      error={errorOf(field)}
    />
  )
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={intl.formatMessage({ id: 'addDomains.settings.template' })}
        data={LANDER_TEMPLATES.map((t) => ({
          value: t,
          label: intl.formatMessage({ id: `lander.template.${t}` }),
        }))}
        value={value.landerTemplate}
        allowDeselect={false}
        onChange={(template) =>
          template && onChange({ ...value, landerTemplate: template as LanderTemplate })
        }
      />
      {price('buynowPrice', 'addDomains.settings.buyNow')}
      {price('floorPrice', 'addDomains.settings.floor')}
      {price('minbidPrice', 'addDomains.settings.minBid')}
      <Group align="flex-end" gap="md" wrap="nowrap">
        <Switch
          label={intl.formatMessage({ id: 'addDomains.settings.leasing' })}
          checked={value.leasingEnabled}
          onChange={(event) => onChange({ ...value, leasingEnabled: event.currentTarget.checked })}
          pb={8}
        />
        <NumberInput
          label={intl.formatMessage({ id: 'addDomains.settings.leaseMonths' })}
          min={LEASE_MIN_MONTHS}
          max={LEASE_MAX_MONTHS}
          disabled={!value.leasingEnabled}
          value={value.maxLeasePeriod}
          onChange={(months) =>
            onChange({ ...value, maxLeasePeriod: Number(months) || LEASE_MIN_MONTHS })
          }
          style={{ flex: 1 }}
        />
      </Group>
    </SimpleGrid>
  )
}
