import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { idempotencyKeys } from '../../db/schema/sales.ts'

type KeyRef = { userId: string; scope: string; key: string }
type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect

const byRef = ({ userId, scope, key }: KeyRef) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  )

/** Inserts the key unless it exists; true when this call inserted it. */
export async function insertKeyIfNew(db: Db, ref: KeyRef, requestHash: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...ref, requestHash })
    .onConflictDoNothing()
    .returning()
  return inserted.length > 0
}

export async function findKey(db: Db, ref: KeyRef): Promise<IdempotencyKeyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(byRef(ref)).limit(1)
  return row ?? null
}

/** Stores a note (no status code) or the final answer (with its status code). */
export async function setKeyResponse(
  db: Db,
  ref: KeyRef,
  values: { statusCode?: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ ...values, response: values.response as object })
    .where(byRef(ref))
}
