import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * How long a shown form can be sent. A person who leaves the page open longer gets the form
 * back with a fresh token; a script cannot keep using one token it fetched once.
 */
export const OFFER_FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000

/**
 * The make-offer form's token: when the form was shown, signed so a script cannot make one
 * up or back-date it. It proves an offer was sent from a page we served, with no minimum
 * fill time: people who type fast, autofill or send again from the refusal page are never
 * refused for speed (decision 940, which replaced decision 501's minimum fill time).
 */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issuedAt = now.toString(36)
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

/**
 * When a genuine token was issued, or null for a missing, forged or expired one (or one
 * from the future, which only a forger or a broken clock produces).
 */
export function formTokenIssuedAt(
  secret: string,
  token: string,
  now: number = Date.now(),
): number | null {
  const [issuedAtText, signature] = token.split('.')
  if (!issuedAtText || !signature) return null
  const expected = Buffer.from(sign(secret, issuedAtText))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const issuedAt = parseInt(issuedAtText, 36)
  const age = now - issuedAt
  return Number.isFinite(age) && age >= 0 && age <= OFFER_FORM_TOKEN_MAX_AGE_MS ? issuedAt : null
}

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url').slice(0, 27)
}
