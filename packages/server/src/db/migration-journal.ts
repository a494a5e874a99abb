import fs from 'node:fs'
import path from 'node:path'
import { migrationsFolder } from './client.ts'

/** A migration committed to the repository: its file's tag and the time drizzle records. */
export type CommittedMigration = { tag: string; when: number }

/**
 * The migrations drizzle-kit committed (`meta/_journal.json`), in order. Drizzle's migrator
 * records each applied one in `drizzle.__drizzle_migrations` with the journal's `when` as
 * `created_at`, which is how readiness tells what a database lacks (decision 1296).
 */
export function readCommittedMigrations(): CommittedMigration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: CommittedMigration[] }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}
