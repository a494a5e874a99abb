import { isApiError } from '../../lib/api-client'
import type { MessageKey } from '../../i18n/en-us-messages'

/** The server's field codes the console has words for (the rest read as "try again"). */
const KNOWN_CODES = [
  'admin.review.notFound',
  'admin.review.notWaiting',
  'admin.account.notFound',
  'admin.account.self',
  'admin.account.wrongState',
] as const satisfies readonly MessageKey[]

/** The message to show for a failed admin action: the server's reason when we know it. */
export function adminErrorMessage(error: unknown): MessageKey {
  if (isApiError(error)) {
    const code = error.fields[0]?.code
    const known = KNOWN_CODES.find((k) => k === code)
    if (known) return known
  }
  return 'adminConsole.error.action'
}
