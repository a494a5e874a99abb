import { isApiError } from '../../../lib/api-client'
import type { MessageKey } from '../../../i18n/en-us-messages'

const KNOWN_REFUSALS: readonly MessageKey[] = [
  'admin.transactions.reasonRequired',
  'admin.transactions.notCancellable',
  'admin.transactions.badCursor',
  'admin.payouts.stillBlocked',
  'admin.payouts.notStuck',
]

/** The message key the server named for a refusal, or the action's generic failure. */
export function refusalOf(error: unknown, fallback: MessageKey): MessageKey {
  const code = isApiError(error) ? error.fields[0]?.code : undefined
  return KNOWN_REFUSALS.find((key) => key === code) ?? fallback
}
