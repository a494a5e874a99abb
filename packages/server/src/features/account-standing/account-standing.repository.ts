import type { BoostLevel } from '@namefolio/core/account/boost'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { boostChanges } from '../../db/schema/account-standing.ts'
import { users } from '../../db/schema/users.ts'

/** When the seller's current boost level was chosen, or null if it never changed. */
export async function findBoostSince(db: Db, userId: string, level: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: boostChanges.createdAt })
    .from(boostChanges)
    .where(and(eq(boostChanges.userId, userId), eq(boostChanges.toLevel, level)))
    .orderBy(desc(boostChanges.createdAt))
    .limit(1)
  return row?.createdAt ?? null
}

/**
 * Sets the boost level and records the change, in one transaction. The row is locked so two
 * changes at once record the level each really replaced. Answers the level before.
 */
export async function setBoostLevel(db: Db, userId: string, level: BoostLevel): Promise<number> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ boostLevel: users.boostLevel })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    const fromLevel = current?.boostLevel ?? 0
    if (fromLevel === level) return fromLevel
    await tx
      .update(users)
      .set({ boostLevel: level, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
    await tx.insert(boostChanges).values({ userId, fromLevel, toLevel: level })
    return fromLevel
  })
}
