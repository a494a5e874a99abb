import { Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { REPRICE_ROUNDINGS } from '@namefolio/core/portfolio/bulk-reprice.constants'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  modesOf,
  RATIO_MAX,
  REPRICE_FIELDS,
  type FieldForm,
  type RepriceField,
  type RepriceForm,
} from '../reprice-form'

const AMOUNT_LABEL = {
  set: 'bulkReprice.amount.usd',
  percent: 'bulkReprice.amount.percent',
  ofBuyNow: 'bulkReprice.amount.ofBuyNow',
} as const

function FieldRow({
  field,
  value,
  isPercentOn,
  onChange,
}: {
  field: RepriceField
  value: FieldForm
  isPercentOn: boolean
  onChange: (value: FieldForm) => void
}) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: `bulkReprice.field.${field}` })
  const needsAmount = value.mode === 'set' || value.mode === 'percent' || value.mode === 'ofBuyNow'
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
      <NativeSelect
        label={label}
        value={value.mode}
        onChange={(event) =>
          onChange({ mode: event.currentTarget.value as FieldForm['mode'], amount: '' })
        }
        data={modesOf(field, isPercentOn).map((mode) => ({
          value: mode,
          label: intl.formatMessage({ id: `bulkReprice.mode.${mode}` }),
        }))}
      />
      {needsAmount && (
        <TextInput
          label={intl.formatMessage(
            { id: AMOUNT_LABEL[value.mode as keyof typeof AMOUNT_LABEL] },
            { field: label, max: RATIO_MAX[field] },
          )}
          inputMode={value.mode === 'percent' ? 'text' : 'numeric'}
          value={value.amount}
          onChange={(event) => onChange({ ...value, amount: event.currentTarget.value })}
        />
      )}
    </SimpleGrid>
  )
}

/** The three price fields' modes and amounts, and the rounding choice (issue 15). */
export function RepriceFields({
  form,
  isPercentOn,
  onChange,
}: {
  form: RepriceForm
  isPercentOn: boolean
  onChange: (form: RepriceForm) => void
}) {
  const intl = useIntl()
  return (
    <Stack gap="sm">
      {REPRICE_FIELDS.map((field) => (
        <FieldRow
          key={field}
          field={field}
          value={form[field]}
          isPercentOn={isPercentOn}
          onChange={(value) => onChange({ ...form, [field]: value })}
        />
      ))}
      <Group grow>
        <NativeSelect
          label={intl.formatMessage({ id: 'bulkReprice.rounding' })}
          value={form.rounding}
          onChange={(event) =>
            onChange({ ...form, rounding: event.currentTarget.value as RepriceForm['rounding'] })
          }
          data={REPRICE_ROUNDINGS.map((rounding) => ({
            value: rounding,
            label: intl.formatMessage({ id: `bulkReprice.rounding.${rounding}` }),
          }))}
        />
      </Group>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={isPercentOn ? 'bulkReprice.hint' : 'bulkReprice.percentOff'} />
      </Text>
    </Stack>
  )
}
