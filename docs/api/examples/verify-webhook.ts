// Checks that a webhook delivery comes from Namefolio (Standard Webhooks signatures), with the
// `standardwebhooks` package or by hand with node:crypto. Use the raw body, before any JSON
// parsing: one changed byte and the signature no longer matches.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

const TOLERANCE_SECONDS = 5 * 60

/** With the package: throws when the signature or the timestamp is wrong. */
export function verifyWithPackage(
  secret: string,
  rawBody: string,
  headers: Record<string, string>,
): unknown {
  return new Webhook(secret).verify(rawBody, headers)
}

/** By hand: the same checks, for a stack without the package. */
export function verifyByHand(
  secret: string,
  rawBody: string,
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string },
): boolean {
  const timestamp = Number(headers['webhook-timestamp'])
  if (!Number.isInteger(timestamp)) return false
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${rawBody}`
  const expected = createHmac('sha256', key).update(signed).digest()
  // The header may carry several signatures (during a secret rotation): any one may match.
  return headers['webhook-signature'].split(' ').some((entry) => {
    const [version, signature] = entry.split(',')
    if (version !== 'v1' || !signature) return false
    const given = Buffer.from(signature, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
