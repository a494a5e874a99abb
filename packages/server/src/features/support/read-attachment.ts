import {
  cleanAttachmentName,
  sniffAttachmentType,
  SUPPORT_ATTACHMENT_MAX_BYTES,
} from '@namefolio/core/support/support-attachment'
import {
  SUPPORT_ERRORS,
  type SupportAttachmentInput,
} from '@namefolio/core/support/support.contract'
import { AppError } from '../../http/app-error.ts'
import type { NewAttachment } from './support.repository.ts'

/**
 * Decodes and checks an attachment (decision 1041): at most 5 MB, and an image, PDF, plain
 * text or CSV by its bytes. Refusals are 4xx with a message key the form shows by the field.
 */
export function readAttachment(input: SupportAttachmentInput | undefined): NewAttachment | null {
  if (!input) return null
  const content = Buffer.from(input.contentBase64, 'base64')
  if (content.length > SUPPORT_ATTACHMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The attachment is larger than 5 MB.', {
      fields: [
        {
          field: 'attachment',
          code: SUPPORT_ERRORS.attachmentTooLarge,
          values: { maxMb: SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024 },
        },
      ],
    })
  }
  const fileName = cleanAttachmentName(input.fileName)
  const contentType = sniffAttachmentType(content, fileName)
  if (!contentType) {
    throw new AppError('VALIDATION', 'Attach an image, a PDF, or a text or CSV file.', {
      fields: [{ field: 'attachment', code: SUPPORT_ERRORS.attachmentType }],
    })
  }
  return { fileName, contentType, content }
}
