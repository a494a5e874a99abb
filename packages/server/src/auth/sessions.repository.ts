import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sessions, type SessionRow } from '../db/schema/sessions.ts'
import { users, type UserRow } from '../db/schema/users.ts'
import { generateSessionToken, hashSessionToken } from './session-token.ts'

export type ActiveSession = { session: SessionRow; user: UserRow }

const DAY_MS = 24 * 60 * 60 * 1000
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000

export async function createSession(
  db: Db,
  input: {
    userId: string
    realm: string
    ttlDays: number
    userAgent: string | null
    ipAddress: string | null
  },
  now: Date = new Date(),
): Promise<{ token: string; session: SessionRow }> {
  const token = generateSessionToken()
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashSessionToken(token),
      realm: input.realm,
      authenticatedAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + input.ttlDays * DAY_MS),
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      ipAddress: input.ipAddress,
    })
    .returning()
  if (!session) throw new Error('session insert returned no row')
  return { token, session }
}

export async function findActiveSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1)
  if (!row) return null
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id))
  }
  return row
}

export async function revokeSession(db: Db, token: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)))
}

/** The user's live sessions, most recently used first. */
export async function listActiveSessions(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100)
}

/** Revokes one of the user's sessions; false when there is no such live session. */
export async function revokeSessionById(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length > 0
}

/** Ends every session of the user except `keepSessionId` (all of them when null). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | null,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    )
}
