/** Locale, time and money display (spec §1, §9). */

export const DEFAULT_LOCALE = 'en-US'
export const SUPPORTED_LOCALE_COUNT = 39
export const SERVER_TIME_ZONE = 'America/New_York'
export const CURRENCY = 'USD'
export const EMPTY_VALUE_PLACEHOLDER = '--'
