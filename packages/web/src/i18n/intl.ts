import { createIntl, createIntlCache } from 'react-intl'
import type { MessageKey } from './en-us-messages'
import EN_US_SHELL_MESSAGES from './en-us/shell'

/** Default locale (spec §9). */
export const DEFAULT_LOCALE = 'en-US'

/**
 * The active locale's messages: the shell's from the first load, then each page's catalogs
 * as the page loads (catalogs.ts). One object filled in place, because IntlProvider and `intl`
 * below look a key up in it at each format: a page rendered after its catalogs arrived finds
 * them without the providers re-rendering. Catalogs only add keys, so no text already on
 * screen changes.
 */
const activeMessages: Record<string, string> = { ...EN_US_SHELL_MESSAGES }

export function getActiveMessages(): Readonly<Record<string, string>> {
  return activeMessages
}

export function addActiveMessages(messages: Readonly<Record<string, string>>): void {
  Object.assign(activeMessages, messages)
}

const cache = createIntlCache()

/** For code outside React (growls, document titles); components use `useIntl`. */
export const intl = createIntl({ locale: DEFAULT_LOCALE, messages: activeMessages }, cache)

export function translate(
  key: MessageKey,
  values?: Record<string, string | number | boolean | null | undefined | Date>,
): string {
  return intl.formatMessage({ id: key }, values)
}
