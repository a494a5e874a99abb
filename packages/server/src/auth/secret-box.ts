import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM for secrets kept at rest: tax ids, account numbers and auth codes (decision 806),
 * TOTP secrets (decision 652), all under DATA_ENCRYPTION_KEY. The stored form is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the clear text is never logged or returned.
 */
export type SecretBox = {
  seal: (clear: string) => string
  open: (sealed: string) => string
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes')
  return {
    seal(clear) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('Not a sealed value')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}

/** Whether `value` has the sealed form (base32 secrets and digits never contain a dot). */
export function isSealed(value: string): boolean {
  return value.startsWith('v1.')
}

export function lastFour(value: string): string {
  return value.replace(/\W/g, '').slice(-4)
}
