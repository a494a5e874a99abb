import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users, type UserRow } from '../../db/schema/users.ts'

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
  return user ?? null
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1)
  return user ?? null
}

export async function insertUser(
  db: Db,
  input: { email: string; name: string; username: string; passwordHash: string },
): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values({ ...input, email: input.email.toLowerCase(), roles: ['seller', 'buyer'] })
    .onConflictDoNothing()
    .returning()
  return user ?? null
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user ?? null
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId))
}
