/**
 * Support attachments (issue 18, decision 1041): images, PDF, plain text and CSV up to 5 MB.
 * The type is read from the bytes, never from the name or the sender's claim; only plain text
 * and CSV, which have no signature, fall back to the name's extension once the bytes are text.
 */

export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024

export const SUPPORT_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
] as const
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number]

/** What the form's file picker offers (the server decides by the bytes all the same). */
export const SUPPORT_ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.txt,.csv,.log'

const SIGNATURES: readonly {
  type: SupportAttachmentType
  bytes: readonly number[]
  at?: number
}[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
]

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte)
}

const RIFF = [0x52, 0x49, 0x46, 0x46]
const WEBP = [0x57, 0x45, 0x42, 0x50]

/** Text: no NUL and no control bytes other than tab, line feed, carriage return, form feed. */
function isText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      return false
    }
    if (byte === 0x7f) return false
  }
  return true
}

/** The attachment's type by its bytes (and, for text, its name), or null when not allowed. */
export function sniffAttachmentType(
  bytes: Uint8Array,
  fileName: string,
): SupportAttachmentType | null {
  if (bytes.length === 0) return null
  for (const signature of SIGNATURES) {
    if (startsWith(bytes, signature.bytes, signature.at)) return signature.type
  }
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  if (!isText(bytes)) return null
  return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain'
}

/** A file name safe to echo in a header and a page: no path, no quotes, no control bytes. */
export function cleanAttachmentName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(/[^\w.\- ()]/g, '_').slice(-120)
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'attachment' : cleaned
}
