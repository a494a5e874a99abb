import { and, desc, eq, gt, isNull, or } from 'drizzle-orm'
import type { ApiScope } from '@namefolio/core/auth/api-token.constants'
import type { Db } from '../db/client.ts'
import { apiTokens, type ApiTokenRow } from '../db/schema/identity.ts'
import { users, type UserRow } from '../db/schema/users.ts'
import { generateSecret, hashSecret } from './one-time-tokens.ts'

/** Personal access tokens start with this, so secret scanners and people recognise them. */
export const API_TOKEN_PREFIX = 'nfp_'
const TOUCH_INTERVAL_MS = 60_000

export async function createApiToken(
  db: Db,
  input: {
    userId: string
    name: string
    scopes: ApiScope[]
    expiresAt: Date | null
    clientOrigin?: string | null
  },
): Promise<{ token: string; row: ApiTokenRow }> {
  const token = `${API_TOKEN_PREFIX}${generateSecret(32)}`
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: input.userId,
      name: input.name,
      tokenHash: hashSecret(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      scopes: input.scopes,
      expiresAt: input.expiresAt,
      clientOrigin: input.clientOrigin ?? null,
    })
    .returning()
  if (!row) throw new Error('api token insert returned no row')
  return { token, row }
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt))
}

export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)),
    )
    .returning({ id: apiTokens.id })
  return rows.length > 0
}

/**
 * Revokes every live token of the user (issue 12: a password change or reset ends them all,
 * as it ends sessions); returns how many there were.
 */
export async function revokeAllApiTokens(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id })
  return rows.length
}

/** The live token and its user for a bearer secret, or null. */
export async function findApiToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ token: ApiTokenRow; user: UserRow } | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashSecret(token)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    )
    .limit(1)
  if (!row) return null
  const last = row.token.lastUsedAt?.getTime() ?? 0
  if (now.getTime() - last > TOUCH_INTERVAL_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.token.id))
  }
  return row
}
