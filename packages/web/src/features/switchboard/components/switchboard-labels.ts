import type { FeatureFlagState } from '@namefolio/core/config/public-config.contract'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'

/** A flag's label: its catalogue name, or the raw key for a flag the product added later. */
export function flagLabelId(key: string): MessageKey | null {
  const id = `switchboard.flag.${key}`
  return KNOWN_FLAG_LABELS.has(id) ? (id as MessageKey) : null
}

const KNOWN_FLAG_LABELS = new Set([
  'switchboard.flag.bulkSearch',
  'switchboard.flag.selectAll',
  'switchboard.flag.registrarColumn',
  'switchboard.flag.show-search-stats',
  'switchboard.flag.assistant',
  'switchboard.flag.customDateRange',
  'switchboard.flag.landerSorting',
  'switchboard.flag.taxesPage',
  'switchboard.flag.percentPricing',
  'switchboard.flag.leaseToOwnSettings',
  'switchboard.flag.brokerMessaging',
  'switchboard.flag.showDanCustomBgColor',
  'switchboard.flag.nameserverData',
])

/** The message key of the first field a refusal names, if any. */
export function refusalKey(error: unknown): string | null {
  if (!isApiError(error)) return null
  return error.fields?.[0]?.code ?? null
}

/** The §6 states, in the order the editor offers them. */
export const FLAG_STATES: readonly FeatureFlagState[] = ['on', 'off', 'ineligible']

/** E-mails or usernames typed by the admin, comma- or space-separated. */
export function splitHandles(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((h) => h.trim())
    .filter((h) => h.length > 0)
}

/** A badge whose label wraps at 360 px instead of being cut off (long cohort names, e-mails). */
export const WRAPPING_BADGE = {
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 4 },
} as const
