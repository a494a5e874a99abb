import { RELEASE_NOTES } from '@namefolio/core/release-notes/release-notes'
import { eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { boostChanges, releaseNoteReads } from '../schema/account-standing.ts'
import { users } from '../schema/users.ts'

const DAY_MS = 86_400_000
/** Release notes the demo seller has seen: all but the newest few, so the dot shows. */
const UNREAD_NOTES = 3

/**
 * The demo seller's standing (issue 18): Boost (level 1) chosen ten days ago, so the boost
 * page, the partner card and the fee table have something to say, and the older release
 * notes read, so "What's new" shows a dot for the newer ones.
 */
export async function seedDemoStanding(db: Db, sellerId: string, now: Date): Promise<void> {
  await db.update(users).set({ boostLevel: 1 }).where(eq(users.id, sellerId))
  await db.insert(boostChanges).values({
    userId: sellerId,
    fromLevel: 0,
    toLevel: 1,
    createdAt: new Date(now.getTime() - 10 * DAY_MS),
  })
  const read = RELEASE_NOTES.slice(UNREAD_NOTES)
  if (read.length > 0) {
    await db
      .insert(releaseNoteReads)
      .values(read.map((note) => ({ userId: sellerId, noteId: note.id, readAt: now })))
      .onConflictDoNothing()
  }
}
