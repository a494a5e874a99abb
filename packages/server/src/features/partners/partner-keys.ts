import { generateSecret, hashSecret } from '../../auth/one-time-tokens.ts'
import type { Db } from '../../db/client.ts'
import { insertPartnerKey } from './partners.repository.ts'

/** Partner keys start with this, so secret scanners and people tell them from tokens. */
export const PARTNER_KEY_PREFIX = 'nfprt_'

/** A new key for the partner: answered once, stored as its SHA-256 (decision 1130). */
export async function issuePartnerKey(db: Db, partnerId: string) {
  const key = `${PARTNER_KEY_PREFIX}${generateSecret(32)}`
  const row = await insertPartnerKey(db, {
    partnerId,
    keyHash: hashSecret(key),
    prefix: key.slice(0, PARTNER_KEY_PREFIX.length + 6),
  })
  return { id: row.id, prefix: row.prefix, key }
}

export function hashPartnerKey(key: string): string {
  return hashSecret(key)
}
