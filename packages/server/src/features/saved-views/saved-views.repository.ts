import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { SavedViewSearch } from '@namefolio/core/portfolio/saved-views.contract'
import type { Db } from '../../db/client.ts'
import { savedViews, type SavedViewRow } from '../../db/schema/portfolio.ts'

export type SavedViewValues = {
  name: string
  view: string
  search: SavedViewSearch
  columns: string[]
}

/** A user's views, by name as a person reads a list (case-insensitive), then by id. */
export async function listUserViews(db: Db, userId: string): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id))
}

export async function findUserView(
  db: Db,
  userId: string,
  viewId: string,
): Promise<SavedViewRow | null> {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.id, viewId)))
    .limit(1)
  return row ?? null
}

/**
 * Runs `work` in a transaction that holds the user's saved-views lock, so the count limit and
 * the name check of two requests at once cannot both pass (decision 288).
 */
export async function withUserViewsLock<T>(
  db: Db,
  userId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_views:${userId}`}))`)
    return work(tx as unknown as Db)
  })
}

export async function countUserViews(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
  return row?.n ?? 0
}

/** Whether another of the user's views (not `exceptId`) has this name, case-insensitively. */
export async function isViewNameTaken(
  db: Db,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.userId, userId),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(savedViews.id, exceptId),
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function insertUserView(
  db: Db,
  userId: string,
  values: SavedViewValues,
): Promise<SavedViewRow> {
  const [row] = await db
    .insert(savedViews)
    .values({ userId, ...values })
    .returning()
  return row!
}

/** The updated view, or null when the user has no such view. */
export async function updateUserView(
  db: Db,
  userId: string,
  viewId: string,
  values: SavedViewValues,
): Promise<SavedViewRow | null> {
  const [row] = await db
    .update(savedViews)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedViews.userId, userId), eq(savedViews.id, viewId)))
    .returning()
  return row ?? null
}

/** Whether the user had the view (and it is now gone). */
export async function deleteUserView(db: Db, userId: string, viewId: string): Promise<boolean> {
  const rows = await db
    .delete(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.id, viewId)))
    .returning({ id: savedViews.id })
  return rows.length > 0
}
