import { NumberInput } from '@mantine/core'
import { microsToUsd, usdToMicros } from '@namefolio/core/money/money'

const ERROR_TEXT = 'var(--mantine-color-red-9)'

/** A price in whole dollars in the form, micros (or null: no price) to the caller. */
export function PriceInput({
  label,
  visibleLabel,
  value,
  onChange,
  error,
}: {
  /** The accessible name; it starts with `visibleLabel` when one is shown. */
  label: string
  visibleLabel?: string
  value: number | null
  onChange: (micros: number | null) => void
  error: string | undefined
}) {
  return (
    <NumberInput
      label={visibleLabel}
      aria-label={label}
      prefix="$"
      thousandSeparator=","
      min={0}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      w={visibleLabel === undefined ? 112 : undefined}
      value={value === null ? '' : microsToUsd(value)}
      onChange={(usd) => onChange(usd === '' ? null : usdToMicros(Number(usd)))}
      error={error}
      // Mantine's error red is under 4.5:1 on white for small text (axe color-contrast).
      styles={{ error: { color: ERROR_TEXT }, input: { color: 'var(--mantine-color-text)' } }}
    />
  )
}
