import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'

/** The user's name as invoices show it; empty when there is no such user. */
export async function findUserName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId))
  return row?.name ?? ''
}
