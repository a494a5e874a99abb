import { NumberInput, type NumberInputProps } from '@mantine/core'
import { microsToUsd, usdToMicros } from '@namefolio/core/money/money'
import type { CSSProperties } from 'react'

/**
 * A price typed in whole dollars ("$1,250"); the caller reads and writes micros, or null when
 * the field is empty (no price). The other props are NumberInput's (label, description, width).
 */
export function WholeDollarInput({
  value,
  onChange,
  error,
  inputStyle,
  ...inputProps
}: Omit<NumberInputProps, 'value' | 'onChange' | 'error' | 'styles'> & {
  value: number | null
  onChange: (micros: number | null) => void
  error: string | undefined
  inputStyle?: CSSProperties
}) {
  return (
    <NumberInput
      {...inputProps}
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
      styles={{ error: { color: 'var(--mantine-color-red-9)' }, input: inputStyle }}
    />
  )
}
