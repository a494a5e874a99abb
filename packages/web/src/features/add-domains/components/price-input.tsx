import { WholeDollarInput } from '../../../components/ui/whole-dollar-input'

/** A price of the review table in whole dollars, micros (or null: no price) to the caller. */
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
    <WholeDollarInput
      label={visibleLabel}
      aria-label={label}
      w={visibleLabel === undefined ? 112 : undefined}
      value={value}
      onChange={onChange}
      error={error}
      inputStyle={{ color: 'var(--mantine-color-text)' }}
    />
  )
}
