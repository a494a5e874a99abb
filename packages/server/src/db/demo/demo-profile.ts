import { eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { users } from '../schema/users.ts'

/**
 * The demo seller's profile (issue 18): a bio and a country for the public profile, and no
 * phone yet, so the portal shows the "finish your profile" notice and its checklist.
 */
export async function seedDemoProfile(db: Db, sellerId: string): Promise<void> {
  await db
    .update(users)
    .set({
      bio: 'Short, brandable .com names and a few premium two-word domains. Offers welcome: I reply to every serious one.',
      country: 'US',
      timeZone: 'America/New_York',
    })
    .where(eq(users.id, sellerId))
}
