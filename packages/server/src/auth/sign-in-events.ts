import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { signInEvents } from '../db/schema/identity.ts'

export type SignInMethod =
  'password' | 'second_factor' | 'recovery_code' | 'passkey' | 'sign_in_link' | 'federated'

export async function recordSignInEvent(
  db: Db,
  input: {
    userId: string | null
    email: string
    method: SignInMethod
    isSuccess: boolean
    ipAddress: string | null
    userAgent: string | null
  },
): Promise<void> {
  await db.insert(signInEvents).values({
    ...input,
    email: input.email.toLowerCase(),
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  })
}

export async function listSignInEvents(db: Db, userId: string, limit = 50) {
  return db
    .select()
    .from(signInEvents)
    .where(eq(signInEvents.userId, userId))
    .orderBy(desc(signInEvents.createdAt))
    .limit(limit)
}

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000
export const LOCKOUT_AFTER_FAILURES = 10
/** Failures allowed before the delay between attempts starts to grow. */
const FREE_FAILURES = 3
const MAX_DELAY_MS = 5 * 60 * 1000

/**
 * Password failures for an address in the last 15 minutes since its last success, and the
 * time the next attempt may be made: after 3 failures the wait doubles from 1 s (1, 2, 4, ...
 * up to 5 min); after 10 the address is locked for the rest of the 15 minutes.
 */
export async function findPasswordThrottle(
  db: Db,
  email: string,
  now: Date = new Date(),
): Promise<{ failures: number; retryAt: Date | null; isLocked: boolean }> {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS)
  const address = email.toLowerCase()
  const [row] = await db
    .select({
      failures: sql<number>`count(*) filter (where not ${signInEvents.isSuccess} and ${signInEvents.createdAt} > coalesce((select max(s.created_at) from sign_in_events s where s.email = ${address} and s.is_success and s.method = 'password'), '-infinity'::timestamptz))::int`,
      lastFailureAt: sql<
        string | null
      >`max(${signInEvents.createdAt}) filter (where not ${signInEvents.isSuccess})`,
    })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.email, address),
        eq(signInEvents.method, 'password'),
        gt(signInEvents.createdAt, since),
      ),
    )
  const failures = row?.failures ?? 0
  const lastFailureAt = row?.lastFailureAt ? new Date(row.lastFailureAt) : null
  if (failures >= LOCKOUT_AFTER_FAILURES && lastFailureAt) {
    return {
      failures,
      retryAt: new Date(lastFailureAt.getTime() + LOCKOUT_WINDOW_MS),
      isLocked: true,
    }
  }
  if (failures < FREE_FAILURES || !lastFailureAt)
    return { failures, retryAt: null, isLocked: false }
  const delay = Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS)
  const retryAt = new Date(lastFailureAt.getTime() + delay)
  return { failures, retryAt: retryAt > now ? retryAt : null, isLocked: false }
}
