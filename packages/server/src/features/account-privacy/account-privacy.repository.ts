import type { ProfileVisibility } from '@namefolio/core/account/privacy.constants'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'

export async function updateProfileVisibility(
  db: Db,
  userId: string,
  profileVisibility: ProfileVisibility,
): Promise<void> {
  await db
    .update(users)
    .set({ profileVisibility, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}
