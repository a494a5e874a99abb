import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { releaseNoteReads } from '../../db/schema/account-standing.ts'

export async function listReadNoteIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ noteId: releaseNoteReads.noteId })
    .from(releaseNoteReads)
    .where(eq(releaseNoteReads.userId, userId))
  return new Set(rows.map((r) => r.noteId))
}

/** Records the notes as read; a note read before keeps its first read time. */
export async function markNotesRead(db: Db, userId: string, noteIds: string[]): Promise<void> {
  if (noteIds.length === 0) return
  await db
    .insert(releaseNoteReads)
    .values(noteIds.map((noteId) => ({ userId, noteId })))
    .onConflictDoNothing()
}
