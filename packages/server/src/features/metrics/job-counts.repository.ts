import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { jobProgress } from '../../db/schema/jobs.ts'

/** The job states /metrics reports, as `job_progress` names them. */
export const COUNTED_JOB_STATES = ['queued', 'running', 'failed'] as const
export type CountedJobState = (typeof COUNTED_JOB_STATES)[number]

export type JobCount = { queue: string; state: CountedJobState; count: number }

/**
 * Jobs per queue and state, read when /metrics is scraped. `job_progress` holds only the jobs
 * sent through `jobs.send` (uploads, bulk edits, imports; not the scheduled ones), so one
 * grouped read of it stays small.
 */
export async function countJobsByQueueAndState(db: Db): Promise<JobCount[]> {
  const rows = await db
    .select({
      queue: jobProgress.queue,
      state: jobProgress.state,
      count: sql<number>`count(*)::int`,
    })
    .from(jobProgress)
    .where(inArray(jobProgress.state, [...COUNTED_JOB_STATES]))
    .groupBy(jobProgress.queue, jobProgress.state)
  return rows as JobCount[]
}
