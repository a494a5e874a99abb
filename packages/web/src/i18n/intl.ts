import { createIntl, createIntlCache } from 'react-intl'
import { EN_US_MESSAGES, type MessageKey } from './en-us'

/** Default locale (spec §9). */
export const DEFAULT_LOCALE = 'en-US'

const cache = createIntlCache()

/** For code outside React (growls, document titles); components use `useIntl`. */
export const intl = createIntl({ locale: DEFAULT_LOCALE, messages: EN_US_MESSAGES }, cache)

export function translate(
  key: MessageKey,
  values?: Record<string, string | number | boolean | null | undefined | Date>,
): string {
  return intl.formatMessage({ id: key }, values)
}
