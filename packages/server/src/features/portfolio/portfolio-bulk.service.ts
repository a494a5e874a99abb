import { BULK_SEARCH_KEYS_LIMIT } from '@namefolio/core/constants/list-limits'
import type {
  BulkEditInput,
  BulkEditResult,
  BulkOperationAccepted,
  BulkOperationInput,
  BulkOperationJob,
  BulkOperationResult,
} from '@namefolio/core/portfolio/portfolio-bulk.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { JobContext, Jobs, JobStatus } from '../../jobs/jobs.ts'
import {
  bulkDeleteStep,
  bulkEditStep,
  countUpTo,
  type BulkStepResult,
  type StepOptions,
} from './portfolio-bulk.repository.ts'
import { walkSelectionInStreams, type StreamsCursor } from './keyset-streams.ts'
import { selectionCondition } from './portfolio-conditions.queries.ts'
import { assertSelectionAllowed } from './select-all-gate.ts'
import { createBulkEdit, finishBulkEdit } from './bulk-edits.repository.ts'

export const BULK_OPERATION_QUEUE = 'portfolio.bulk-operation'
/** Selections up to this size run in the request, in one statement; larger ones run as a job. */
export const INLINE_BULK_LIMIT = BULK_SEARCH_KEYS_LIMIT
/** Rows per statement inside a bulk-operation job (decision 203). */
export const BULK_BATCH_SIZE = 10_000

type BulkJobData = {
  sellerId: string
  actorId: string
  input: BulkOperationInput
  /** The edit's listing-history row (issue 15); absent for deletes and older jobs. */
  bulkEditId?: string | null
}
type BulkCounts = { matched: number; affected: number; parkedKept: number; parkedLeft: number }
/**
 * `streams` absent: a cursor saved before decision 1250, one stream after `afterId` (in id
 * order when `afterCreatedAt` is absent too: saved before batches went in (created_at, id)
 * order). Cursors that old have no parked counts either.
 */
type BulkCursor = Partial<BulkCounts> & StreamsCursor

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function step(
  db: Db,
  data: BulkJobData,
  options: Omit<StepOptions, 'where'>,
): Promise<BulkStepResult> {
  const where = selectionCondition(data.sellerId, data.input.selection)
  if (data.input.operation === 'delete') return bulkDeleteStep(db, { where, ...options })
  return bulkEditStep(db, {
    where,
    ...options,
    actorId: data.actorId,
    source: 'bulkOperation',
    modifications: data.input.modifications,
    bulkEditId: data.bulkEditId ?? null,
  })
}

function toResult(
  operation: BulkOperationInput['operation'],
  counts: { matched: number; affected: number; parkedKept?: number; parkedLeft?: number },
  bulkEditId: string | null = null,
): BulkOperationResult {
  const { matched, affected } = counts
  return {
    operation,
    matched,
    affected,
    skipped: matched - affected,
    bulkEditId,
    ...(operation === 'edit'
      ? { parked: { kept: counts.parkedKept ?? 0, left: counts.parkedLeft ?? 0 } }
      : {}),
  }
}

/** A settings edit's listing-history row (issue 15); deletes have none (nothing to undo). */
function newSettingsEdit(db: Db, user: UserRow, request: object) {
  return createBulkEdit(db, { sellerId: user.id, actorId: user.id, kind: 'settings', request })
}

const finishedCounts = (r: { matched: number; affected: number }) => ({
  matched: r.matched,
  updated: r.affected,
  refused: r.matched - r.affected,
})

export function toBulkOperationJob(status: JobStatus): BulkOperationJob {
  return {
    jobId: status.id,
    state: status.state,
    progress: { done: status.done, total: status.total },
    result: (status.result as BulkOperationResult | null) ?? null,
    error: status.error,
    createdAt: status.createdAt.toISOString(),
    updatedAt: status.updatedAt.toISOString(),
  }
}

export function createPortfolioBulkService(deps: {
  db: Db
  jobs: Jobs
  /** Any listing of the seller may have changed: landers look every listing up afresh. */
  listingChanges?: ListingChanges | undefined
  /** Batches a job runs at once (decision 1250); 1 when absent. */
  bulkJobStreams?: number
}) {
  const { db, jobs } = deps

  /** The bulk-operation job: keyset batches in streams (decision 1250), progress, a cursor. */
  const runJob = async (job: JobContext<BulkJobData>): Promise<BulkOperationResult> => {
    const saved = job.cursor ? (JSON.parse(job.cursor) as BulkCursor) : null
    const totals: BulkCounts = {
      matched: saved?.matched ?? 0,
      affected: saved?.affected ?? 0,
      parkedKept: saved?.parkedKept ?? 0,
      parkedLeft: saved?.parkedLeft ?? 0,
    }
    const where = selectionCondition(job.data.sellerId, job.data.input.selection)
    await walkSelectionInStreams({
      db,
      job,
      where,
      saved,
      totals,
      streams: deps.bulkJobStreams ?? 1,
      batchSize: BULK_BATCH_SIZE,
      step: async (range) => {
        const batch = await step(db, job.data, { ...range, batchSize: BULK_BATCH_SIZE })
        if (batch.affected > 0) deps.listingChanges?.changed(null)
        const { matched, affected, parkedKept, parkedLeft } = batch
        return { ...batch, counts: { matched, affected, parkedKept, parkedLeft } }
      },
    })
    const editId = job.data.bulkEditId ?? null
    if (editId !== null) {
      const state = job.signal.aborted ? 'cancelled' : 'completed'
      await finishBulkEdit(db, editId, { state, ...finishedCounts(totals) })
    }
    return toResult(job.data.input.operation, totals, editId)
  }
  jobs.register<BulkJobData>(BULK_OPERATION_QUEUE, async (job) => {
    try {
      return await runJob(job)
    } catch (error) {
      // The listing history never shows a failed job as running (undo waits for running ones).
      const failed = { state: 'failed' as const, matched: 0, updated: 0, refused: 0 }
      if (job.data.bulkEditId) await finishBulkEdit(db, job.data.bulkEditId, failed)
      throw error
    }
  })

  return {
    /** `PATCH /api/v2/domains` and `/update`: up to 1000 names, one statement. */
    async bulkEdit(user: UserRow, input: BulkEditInput): Promise<BulkEditResult> {
      const edit = await newSettingsEdit(db, user, input)
      const r = await bulkEditStep(db, {
        where: selectionCondition(user.id, { kind: 'names', domainNames: input.domains }),
        actorId: user.id,
        source: 'bulkEdit',
        modifications: input.modifications,
        bulkEditId: edit.id,
      })
      await finishBulkEdit(db, edit.id, { state: 'completed', ...finishedCounts(r) })
      if (r.affected > 0) deps.listingChanges?.changed(input.domains)
      return {
        matched: r.matched,
        updated: r.affected,
        skipped: r.matched - r.affected,
        skippedSample: r.skippedSample,
        bulkEditId: edit.id,
        parked: { kept: r.parkedKept, left: r.parkedLeft },
      }
    },

    async bulkOperation(user: UserRow, input: BulkOperationInput): Promise<BulkOperationAccepted> {
      await assertSelectionAllowed(db, user, input.selection)
      const edit = input.operation === 'edit' ? await newSettingsEdit(db, user, input) : null
      const data: BulkJobData = {
        sellerId: user.id,
        actorId: user.id,
        input,
        bulkEditId: edit?.id ?? null,
      }
      const size =
        input.selection.kind === 'names'
          ? input.selection.domainNames.length
          : await countUpTo(db, selectionCondition(user.id, input.selection), INLINE_BULK_LIMIT)
      if (size <= INLINE_BULK_LIMIT) {
        const r = await step(db, data, {})
        if (edit) await finishBulkEdit(db, edit.id, { state: 'completed', ...finishedCounts(r) })
        if (r.affected > 0) deps.listingChanges?.changed(null)
        return { mode: 'done', result: toResult(input.operation, r, edit?.id ?? null) }
      }
      const id = await jobs.send(BULK_OPERATION_QUEUE, data, { ownerId: user.id })
      const status = await jobs.get(id, { ownerId: user.id })
      return { mode: 'job', job: toBulkOperationJob(status!) }
    },

    async getJob(user: UserRow, jobId: string): Promise<BulkOperationJob> {
      const status = UUID.test(jobId) ? await jobs.get(jobId, { ownerId: user.id }) : null
      if (!status || status.queue !== BULK_OPERATION_QUEUE) {
        throw new AppError('NOT_FOUND', 'No such bulk operation.')
      }
      return toBulkOperationJob(status)
    },

    async cancelJob(user: UserRow, jobId: string): Promise<BulkOperationJob> {
      const current = await this.getJob(user, jobId)
      if (current.state !== 'queued' && current.state !== 'running') {
        throw new AppError('CONFLICT', `The bulk operation is already ${current.state}.`)
      }
      await jobs.cancel(jobId, { ownerId: user.id })
      return this.getJob(user, jobId)
    },
  }
}

export type PortfolioBulkService = ReturnType<typeof createPortfolioBulkService>
