import { NumberInput } from '@mantine/core'
import { microsToUsd, usdToMicros } from '@namefolio/core/money/money'

/** A rule's price in whole dollars; micros (or null: not set) to the caller. */
export function DollarField({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string
  description?: string
  value: number | null
  onChange: (micros: number | null) => void
  error: string | undefined
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      prefix="$"
      thousandSeparator=","
      min={0}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      value={value === null ? '' : microsToUsd(value)}
      onChange={(usd) => onChange(usd === '' ? null : usdToMicros(Number(usd)))}
      error={error}
      // Mantine's error red is under 4.5:1 on white for small text (axe color-contrast).
      styles={{ error: { color: 'var(--mantine-color-red-9)' } }}
    />
  )
}
