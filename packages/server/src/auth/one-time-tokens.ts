import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { oneTimeTokens, type OneTimeTokenRow } from '../db/schema/identity.ts'

/** What a one-time token is for; a token of one purpose never works for another. */
export type OneTimePurpose =
  | 'recover'
  | 'sign_in_link'
  | 'second_factor'
  | 'webauthn_register'
  | 'webauthn_sign_in'
  | 'oidc'
  | 'oauth_code'
  | 'email_change'

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function generateSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Stores the hash of a fresh secret (or of `secret`) and returns the secret itself. */
export async function issueOneTimeToken(
  db: Db,
  input: {
    purpose: OneTimePurpose
    userId: string | null
    ttlMs: number
    data?: Record<string, unknown>
    secret?: string
  },
  now: Date = new Date(),
): Promise<string> {
  const secret = input.secret ?? generateSecret()
  await db.insert(oneTimeTokens).values({
    purpose: input.purpose,
    userId: input.userId,
    tokenHash: hashSecret(secret),
    data: input.data ?? {},
    expiresAt: new Date(now.getTime() + input.ttlMs),
  })
  return secret
}

function liveToken(purpose: OneTimePurpose, secret: string, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashSecret(secret)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  )
}

/** The token when it is unused and unexpired, without using it up. */
export async function findOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  secret: string,
  now: Date = new Date(),
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(liveToken(purpose, secret, now))
    .limit(1)
  return row ?? null
}

/** Uses the token up: one caller wins, the others (and any later use) get null. */
export async function consumeOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  secret: string,
  now: Date = new Date(),
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(liveToken(purpose, secret, now))
    .returning()
  return row ?? null
}

/** Counts a failed attempt against a token; returns the new count. */
export async function countTokenAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({
      data: sql`jsonb_set(${oneTimeTokens.data}, '{attempts}', to_jsonb(coalesce((${oneTimeTokens.data}->>'attempts')::int, 0) + 1))`,
    })
    .where(eq(oneTimeTokens.id, id))
    .returning({ data: oneTimeTokens.data })
  return Number(row?.data.attempts ?? 0)
}

/** Ends every unused token of a purpose for a user (e.g. older recovery links). */
export async function revokeOneTimeTokens(
  db: Db,
  userId: string,
  purpose: OneTimePurpose,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    )
}
