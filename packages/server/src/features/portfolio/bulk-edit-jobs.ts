import type { RepriceJob } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { Jobs, JobStatus } from '../../jobs/jobs.ts'

export const REPRICE_QUEUE = 'portfolio.reprice'
export const UNDO_QUEUE = 'portfolio.undo'
/** The queues whose jobs write a listing-history entry: reprices and undos (decisions 277, 279). */
const BULK_EDIT_QUEUES: readonly string[] = [REPRICE_QUEUE, UNDO_QUEUE]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function toBulkEditJob(status: JobStatus, bulkEditId: string | null): RepriceJob {
  return {
    jobId: status.id,
    state: status.state,
    progress: { done: status.done, total: status.total },
    bulkEditId,
    error: status.error,
  }
}

/** A reprice or undo job of the seller's, with the listing-history entry it writes. */
export async function getBulkEditJob(
  jobs: Jobs,
  user: UserRow,
  jobId: string,
): Promise<RepriceJob> {
  const status = UUID.test(jobId) ? await jobs.get(jobId, { ownerId: user.id }) : null
  if (!status || !BULK_EDIT_QUEUES.includes(status.queue)) {
    throw new AppError('NOT_FOUND', 'No such bulk edit job.')
  }
  return toBulkEditJob(
    status,
    (status.result as { bulkEditId?: string } | null)?.bulkEditId ?? null,
  )
}
