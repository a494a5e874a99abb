import type { IntlShape } from 'react-intl'

/** A message key from the API in words; a key the catalog lacks is named, never hidden. */
export function codeMessage(intl: IntlShape, code: string): string {
  const known = Object.hasOwn(intl.messages, code)
  return intl.formatMessage({ id: known ? code : 'marketplaceImports.error.unknownCode' }, { code })
}
