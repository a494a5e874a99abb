import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@namefolio/core/support/support-attachment'
import type { SupportAttachmentInput } from '@namefolio/core/support/support.contract'
import type { MessageKey } from '../../i18n/en-us-messages'

/** A refusal the form can show before sending: too large (the server checks the type). */
export function checkAttachmentFile(file: File | null): MessageKey | null {
  if (file && file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return 'support.error.attachmentTooLarge'
  return null
}

/** The file as the API takes it: its name and its bytes as base64 (decision 1041). */
export function readAttachmentFile(file: File): Promise<SupportAttachmentInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.onload = () => {
      const url = String(reader.result)
      resolve({ fileName: file.name, contentBase64: url.slice(url.indexOf(',') + 1) })
    }
    reader.readAsDataURL(file)
  })
}

/** "1.2 MB", "340 KB", "12 B". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}
