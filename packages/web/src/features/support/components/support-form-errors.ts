import { isApiError } from '../../../lib/api-client'
import type { MessageKey } from '../../../i18n/en-us-messages'
import EN_US_SUPPORT_MESSAGES from '../../../i18n/en-us/support'

export type SupportFieldErrors = Partial<Record<string, MessageKey>>

const isSupportKey = (code: string): code is keyof typeof EN_US_SUPPORT_MESSAGES =>
  code in EN_US_SUPPORT_MESSAGES

/** The server's field refusals, by field, as message keys the form can show. */
export function fieldErrorsOf(error: unknown): SupportFieldErrors {
  if (!isApiError(error)) return {}
  const errors: SupportFieldErrors = {}
  for (const field of error.fields) {
    if (isSupportKey(field.code)) errors[field.field] = field.code
  }
  if (error.code === 'PAYLOAD_TOO_LARGE' && !errors.attachment) {
    errors.attachment = 'support.error.attachmentTooLarge'
  }
  return errors
}
