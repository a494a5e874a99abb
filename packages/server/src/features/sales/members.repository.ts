import { eq } from 'drizzle-orm'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'

export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return user?.email ?? null
}

/**
 * The seller's membership plan, when it ends (null: it does not) and boost level: what the
 * commission of a new sale depends on (decisions 803, 1020).
 */
export async function findMembership(
  db: Db,
  sellerId: string,
): Promise<{ plan: MembershipPlan; expiresAt: Date | null; boostLevel: number } | null> {
  const [u] = await db
    .select({
      plan: users.membershipPlan,
      expiresAt: users.membershipExpiresAt,
      boostLevel: users.boostLevel,
    })
    .from(users)
    .where(eq(users.id, sellerId))
  return u ?? null
}
