import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The make-offer form's time token: when the form was shown, signed so a script cannot
 * back-date it. A submission sooner than the minimum fill time, or without a valid token,
 * is asked to send again (decision 501: spam protection without third parties).
 */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issuedAt = now.toString(36)
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

export function formTokenAgeMs(
  secret: string,
  token: string,
  now: number = Date.now(),
): number | null {
  const [issuedAt, signature] = token.split('.')
  if (!issuedAt || !signature) return null
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const age = now - parseInt(issuedAt, 36)
  return Number.isFinite(age) && age >= 0 ? age : null
}

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url').slice(0, 27)
}
