import { createHash, randomBytes } from 'node:crypto'

/** The session cookie's name on plain-http development origins (localhost). */
export const SESSION_COOKIE = 'nf_session'

/**
 * The session cookie's name (issue 12, decision 914): with the `__Host-` prefix when the portal
 * is served over https, so the browser keeps it only if it is Secure, Path=/ and has no Domain:
 * no subdomain and no plain-http page can set or shadow it. Browsers refuse a `__Host-` cookie
 * without Secure, so plain-http localhost keeps the plain name.
 */
export function sessionCookieName(isSecure: boolean): string {
  return isSecure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE
}

/** A random opaque token: 256 bits, URL-safe. Only its hash is stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
