import type { Readiness } from '@namefolio/core/config/health.contract'
import type { Db } from '../../db/client.ts'
import type { CommittedMigration } from '../../db/migration-journal.ts'
import { listAppliedMigrationTimes, pingDatabase } from './health.repository.ts'

/**
 * Ready means the database answers and holds every committed migration (decision 1296): a
 * process started from newer code than the database's schema must not take traffic.
 */
export async function checkReadiness(db: Db, committed: CommittedMigration[]): Promise<Readiness> {
  let applied: Set<number>
  try {
    await pingDatabase(db)
    applied = new Set(await listAppliedMigrationTimes(db))
  } catch {
    return { status: 'not-ready', database: 'unreachable', missingMigrations: [] }
  }
  const missingMigrations = committed
    .filter((migration) => !applied.has(migration.when))
    .map((migration) => migration.tag)
  return {
    status: missingMigrations.length === 0 ? 'ready' : 'not-ready',
    database: 'reachable',
    missingMigrations,
  }
}
