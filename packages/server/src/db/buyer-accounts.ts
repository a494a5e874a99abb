import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from './client.ts'
import { users, type UserRow } from './schema/users.ts'

/**
 * The buyer account with this e-mail, or a new buyer-only one without a usable password: the
 * buyer signs in by an e-mailed link (decision 501). Made by an offer on a lander and by a
 * partner site's order (decision 1134); when two requests race, both get the one account.
 */
export async function findOrCreateBuyerAccount(
  db: Db,
  input: { email: string; name: string },
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      username: `buyer-${randomBytes(6).toString('hex')}`,
      passwordHash: '!no-password:sign-in-by-link',
      roles: ['buyer'],
    })
    .onConflictDoNothing({ target: users.email })
    .returning()
  if (created) return created
  const [existing] = await db.select().from(users).where(eq(users.email, input.email)).limit(1)
  return existing!
}
