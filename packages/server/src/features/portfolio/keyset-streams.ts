import type { Db } from '../../db/client.ts'
import type { JobContext } from '../../jobs/jobs.ts'
import { countExact, selectionRowAt, type StepOptions } from './portfolio-bulk.repository.ts'

/**
 * A bulk job's keyset batches (decision 252) in parallel streams (decision 1250): the
 * selection's (created_at, id) order is cut into ranges of about equal size, and each range is
 * walked by its own loop of batch statements, so PostgreSQL works on as many batches at once
 * as there are streams (one statement uses one core). Ranges are disjoint: no two statements
 * lock the same domain.
 */

/** A row's place in the (created_at, id) order; `createdAt` null: a cursor saved in id order. */
export type KeysetKey = { id: string; createdAt: string | null }

/** One stream: the rows after `after` (else from the start) up to and including `through`. */
export type KeysetStream = { after: KeysetKey | null; through: KeysetKey | null; done: boolean }

/** What one batch statement reports. */
export type StreamBatch<C> = {
  matched: number
  lastId: string | null
  lastCreatedAt: string | null
  counts: C
}

export type Counts = Record<string, number>

const wholeSelection = (): KeysetStream[] => [{ after: null, through: null, done: false }]

/**
 * Cuts a selection of `total` rows into at most `streams` ranges, none smaller than one batch:
 * each cut is the row at that offset of the order, read from the seller's (created_at, id)
 * index.
 */
export async function splitSelection(
  db: Db,
  where: StepOptions['where'],
  total: number,
  options: { streams: number; batchSize: number },
): Promise<KeysetStream[]> {
  const count = Math.max(1, Math.min(options.streams, Math.floor(total / options.batchSize)))
  if (count === 1) return wholeSelection()
  const cuts: KeysetKey[] = []
  for (let i = 1; i < count; i++) {
    const cut = await selectionRowAt(db, where, Math.floor((total * i) / count) - 1)
    if (!cut) break
    cuts.push(cut)
  }
  return [null, ...cuts].map((after, i) => ({ after, through: cuts[i] ?? null, done: false }))
}

/** The step options of a stream's next batch. */
export function streamRange(stream: KeysetStream) {
  return {
    afterId: stream.after?.id ?? null,
    afterCreatedAt: stream.after?.createdAt ?? null,
    throughId: stream.through?.id ?? null,
    throughCreatedAt: stream.through?.createdAt ?? null,
  }
}

function addCounts<C extends Counts>(into: C, counts: C): void {
  const sums = into as Counts
  for (const [key, n] of Object.entries(counts)) sums[key] = (sums[key] ?? 0) + n
}

/**
 * Runs every stream to its end. After each batch, one at a time and in the order batches end,
 * the stream moves past the batch, its counts are added to `totals` and `save` records both
 * (the job's progress and resume cursor); `save` answering false (cancelled) stops every
 * stream after its current batch. A failing batch stops the others too, and the first error
 * is thrown once all have stopped.
 */
export async function runKeysetStreams<C extends Counts>(options: {
  streams: KeysetStream[]
  totals: C
  batchSize: number
  step: (stream: KeysetStream) => Promise<StreamBatch<C>>
  save: () => Promise<boolean>
}): Promise<void> {
  let stopped = false
  let saving: Promise<unknown> = Promise.resolve()
  const afterBatch = (stream: KeysetStream, batch: StreamBatch<C>) => {
    const saved = saving.then(async () => {
      if (batch.lastId !== null) {
        const idOrder = stream.after !== null && stream.after.createdAt === null
        stream.after = { id: batch.lastId, createdAt: idOrder ? null : batch.lastCreatedAt }
      }
      stream.done = batch.matched < options.batchSize
      addCounts(options.totals, batch.counts)
      if (!(await options.save())) stopped = true
    })
    saving = saved.catch(() => undefined)
    return saved
  }
  const walk = async (stream: KeysetStream) => {
    while (!stream.done && !stopped) {
      try {
        await afterBatch(stream, await options.step(stream))
      } catch (error) {
        stopped = true
        throw error
      }
    }
  }
  const ended = await Promise.allSettled(options.streams.map(walk))
  const failed = ended.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) throw failed.reason
}

/** A saved cursor's streams, or the whole selection; cursors from before streams are one. */
export function savedStreams(cursor: {
  streams?: KeysetStream[]
  afterId?: string | null
  afterCreatedAt?: string | null
}): KeysetStream[] {
  if (cursor.streams) return cursor.streams
  if (!cursor.afterId) return wholeSelection()
  const after = { id: cursor.afterId, createdAt: cursor.afterCreatedAt ?? null }
  return [{ after, through: null, done: false }]
}

/** A job's saved cursor: its totals and streams (or, saved before streams, one position). */
export type StreamsCursor = Parameters<typeof savedStreams>[0]

/**
 * A bulk job's whole walk: the streams of its saved cursor, or the selection cut anew; the
 * first progress (the job may be cancelled before any batch), then every stream to its end,
 * saving the totals and positions after each batch.
 */
export async function walkSelectionInStreams<C extends Counts & { matched: number }>(options: {
  db: Db
  job: Pick<JobContext<unknown>, 'progress'>
  where: StepOptions['where']
  saved: StreamsCursor | null
  totals: C
  streams: number
  batchSize: number
  step: (range: ReturnType<typeof streamRange>) => Promise<StreamBatch<C>>
}): Promise<void> {
  const { db, job, where, totals, batchSize } = options
  const total = Math.max(totals.matched, await countExact(db, where))
  const streams = options.saved
    ? savedStreams(options.saved)
    : await splitSelection(db, where, total, { streams: options.streams, batchSize })
  if (!(await job.progress(totals.matched, total))) return
  await runKeysetStreams({
    streams,
    totals,
    batchSize,
    step: (stream) => options.step(streamRange(stream)),
    save: () =>
      job.progress(
        totals.matched,
        Math.max(total, totals.matched),
        JSON.stringify({ ...totals, streams }),
      ),
  })
}
