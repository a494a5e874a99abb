import { isApiError } from '../../lib/api-client'
import type { MessageKey } from '../../i18n/en-us-messages'
import EN_US_WEBHOOKS_MESSAGES from '../../i18n/en-us/webhooks'

const isWebhooksKey = (code: string): code is keyof typeof EN_US_WEBHOOKS_MESSAGES =>
  code in EN_US_WEBHOOKS_MESSAGES

/**
 * What to tell the owner about a refused call: the server's message key for the refusal
 * (an SSRF refusal, too many endpoints…) and its values, else the general failure.
 */
export function webhookErrorOf(error: unknown): {
  id: MessageKey
  values?: Record<string, string | number>
} {
  const field = isApiError(error) ? error.fields.find((f) => isWebhooksKey(f.code)) : undefined
  if (field && isWebhooksKey(field.code)) {
    return { id: field.code, ...(field.values ? { values: field.values } : {}) }
  }
  return { id: 'webhooks.actionFailed' }
}
