import { Group, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core'
import { useIntl } from 'react-intl'
import type { ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { LANDER_TEMPLATES, type LanderTemplate } from '@namefolio/core/landers/lander-template'

/** Template and lease to own for new names; their prices are set in `ReviewPrices`. */
export function ListingSettingsForm({
  value,
  onChange,
}: {
  value: ListingSettings
  onChange: (next: ListingSettings) => void
}) {
  const intl = useIntl()
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
