import type { AvatarType } from '@namefolio/core/account/profile'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userAvatars } from '../../db/schema/profiles.ts'
import { users, type UserRow } from '../../db/schema/users.ts'

export type ProfileRow = UserRow & { avatarId: string | null }

/** The user's row and the id of their avatar (null without one). */
export async function findProfileRow(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select({ user: users, avatarId: userAvatars.id })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row ? { ...row.user, avatarId: row.avatarId } : null
}

export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'username'
    | 'bio'
    | 'country'
    | 'phone'
    | 'showSalesCount'
    | 'showResponseTime'
    | 'timeZone'
    | 'language'
    | 'currency'
    | 'pendingEmail'
    | 'email'
  >
>

/** Sets the named columns of the user's own row; false when a unique key refused the change. */
export async function updateProfileColumns(
  db: Db,
  userId: string,
  changes: ProfileChanges,
): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code
  return code === '23505' || causeCode === '23505'
}

/** Whether another user has this username (usernames are compared lower-cased). */
export async function isUsernameTakenByOther(
  db: Db,
  userId: string,
  username: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, userId)))
    .limit(1)
  return row !== undefined
}

/** Whether any account signs in with this address. */
export async function isEmailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1)
  return row !== undefined
}

/** Makes the confirmed address the user's sign-in address; false when another took it since. */
export async function applyEmailChange(db: Db, userId: string, email: string): Promise<boolean> {
  return updateProfileColumns(db, userId, { pendingEmail: null, email: email.toLowerCase() })
}

/** Replaces the user's avatar; answers the new image's id. */
export async function saveAvatar(
  db: Db,
  userId: string,
  image: { contentType: AvatarType; bytes: Buffer },
): Promise<string> {
  const [row] = await db
    .insert(userAvatars)
    .values({ userId, ...image })
    .onConflictDoUpdate({
      target: userAvatars.userId,
      set: { ...image, id: sql`gen_random_uuid()`, createdAt: sql`now()` },
    })
    .returning({ id: userAvatars.id })
  if (!row) throw new Error('avatar not saved')
  return row.id
}

export async function deleteAvatar(db: Db, userId: string): Promise<void> {
  await db.delete(userAvatars).where(eq(userAvatars.userId, userId))
}

export type AvatarImage = {
  userId: string
  contentType: string
  bytes: Buffer
  profileVisibility: UserRow['profileVisibility']
}

/** An avatar by its id, with whom it belongs to and their privacy setting. */
export async function findAvatar(db: Db, avatarId: string): Promise<AvatarImage | null> {
  const [row] = await db
    .select({
      userId: userAvatars.userId,
      contentType: userAvatars.contentType,
      bytes: userAvatars.bytes,
      profileVisibility: users.profileVisibility,
    })
    .from(userAvatars)
    .innerJoin(users, eq(users.id, userAvatars.userId))
    .where(eq(userAvatars.id, avatarId))
    .limit(1)
  return row ?? null
}
