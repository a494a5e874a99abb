import { createHash, randomBytes } from 'node:crypto'

export const SESSION_COOKIE = 'nf_session'

/** A random opaque token: 256 bits, URL-safe. Only its hash is stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
