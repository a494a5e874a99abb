import type { IntlShape } from 'react-intl'
import { isApiError } from '../../lib/api-client'

/** A message key from the API in words; an unknown key gets the generic "not valid". */
export function fieldText(
  intl: IntlShape,
  code: string,
  values?: Record<string, string | number> | undefined,
): string {
  const known = Object.hasOwn(intl.messages, code)
  return intl.formatMessage({ id: known ? code : 'accountDefaults.error.field' }, values)
}

/** The refused fields of a failed save, by field name, in words (the input is kept). */
export function fieldErrorsOf(intl: IntlShape, error: unknown): Record<string, string> {
  if (!isApiError(error)) return {}
  const out: Record<string, string> = {}
  for (const f of error.fields) {
    const field = f.field.split('.').pop() ?? f.field
    out[field] ??= fieldText(intl, f.code, f.values)
  }
  return out
}
