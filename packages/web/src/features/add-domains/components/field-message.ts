import type { IntlShape } from 'react-intl'

/** A message key from the API (spec §5 keys) in words; an unknown key falls back to a generic text. */
export function fieldMessage(
  intl: IntlShape,
  code: string | null,
  values?: Record<string, string | number> | undefined,
): string {
  if (code === null) return ''
  const known = Object.hasOwn(intl.messages, code)
  return intl.formatMessage(
    { id: known ? code : 'addDomains.error.unknownCode' },
    { code, ...values },
  )
}
