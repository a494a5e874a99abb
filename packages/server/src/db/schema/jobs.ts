import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'

/**
 * Progress and outcome of background jobs (DESIGN.md §6). pg-boss owns queuing, locking and
 * retries in its own `pgboss` schema; this table holds what pg-boss has no place for: who
 * owns the job (for scoping status reads), progress (done of total), a resume cursor so a
 * restarted job continues where it stopped, and the final result kept after pg-boss purges.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    jobId: uuid().primaryKey(),
    queue: text().notNull(),
    ownerId: uuid(),
    state: text().notNull().default('queued'),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    cursor: text(),
    result: jsonb(),
    error: text(),
    ...timestamps(),
  },
  (t) => [index('job_progress_owner_idx').on(t.ownerId, t.createdAt)],
)

export type JobProgressRow = typeof jobProgress.$inferSelect
