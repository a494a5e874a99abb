import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { leadNotifications } from '../../db/schema/leads.ts'
import { users } from '../../db/schema/users.ts'

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

export async function listBrokers(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`'broker' = any(${users.roles})`)
    .orderBy(asc(users.name))
    .limit(500)
}

export type NewLeadNotification = typeof leadNotifications.$inferInsert

export async function insertNotifications(
  db: Db,
  rows: readonly NewLeadNotification[],
): Promise<void> {
  if (rows.length > 0) await db.insert(leadNotifications).values([...rows])
}

export async function listUserEmails(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; email: string; name: string }[]> {
  if (ids.length === 0) return []
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]))
}
