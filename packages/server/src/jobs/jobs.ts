/**
 * Durable background jobs (DESIGN.md §6; decision 205): pg-boss on PostgreSQL, and on PGlite
 * through pg-boss's `fromPglite()` adapter sharing the app's PGlite instance. Jobs survive a
 * restart (they are rows), are claimed with SKIP LOCKED so no two workers run one job at once,
 * report progress and can be cancelled.
 *
 * The whole API:
 *
 *   const jobs = createJobs({ database, databaseUrl })  // app.ts does this; started on ready
 *   jobs.register('portfolio.bulk', async (job) => {
 *     // job.id, job.data, job.signal (aborted on cancel or shutdown)
 *     await job.progress(done, total, cursor)   // returns false once the job is cancelled
 *     job.cursor                                // the last saved cursor: resume after restart
 *     return result                             // stored as the job's result (JSON)
 *   })
 *   const id = await jobs.send('portfolio.bulk', data, { ownerId: user.id, total })
 *   await jobs.get(id, { ownerId })              // { state, done, total, result, error, ... }
 *   await jobs.cancel(id, { ownerId })           // true when it was queued or running
 *   await jobs.stop()                            // app close does this
 *   jobs.every('stats.rollup', { everyMs: 60_000 }) // queued once a minute across all processes
 *
 * Register handlers before the app is ready (in the feature's register function). A handler
 * that throws is retried (`retryLimit`, default 1) and then marked failed. Handlers should be
 * idempotent per cursor: after a crash the job is retried from the last saved cursor.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { PgBoss, fromPglite, systemClock, type Clock, type ClockTimer, type Job } from 'pg-boss'
import type { Database, Db } from '../db/client.ts'
import { jobProgress, type JobProgressRow } from '../db/schema/jobs.ts'

export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled'

export type JobContext<T> = {
  id: string
  data: T
  /** The cursor saved by the last progress call, or null on a first run. */
  cursor: string | null
  /** Aborted when the job is cancelled (seen at the next progress call) or the app stops. */
  signal: AbortSignal
  /** Saves progress (and a resume cursor); resolves false once the job has been cancelled. */
  progress: (done: number, total: number, cursor?: string | null) => Promise<boolean>
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<unknown>

export type SendOptions = {
  /** The user the job belongs to; `get` and `cancel` with an ownerId see only their jobs. */
  ownerId?: string | null
  /** Known total for progress, before the handler starts. */
  total?: number
  retryLimit?: number
  /** Seconds a run may take before pg-boss retries it elsewhere (default 1 hour). */
  expireInSeconds?: number
}

/**
 * A queue run on a timer (decision 1292): every process ticks, but each run is filed under the
 * interval's time slot (pg-boss's `singletonSeconds`, unique per queue and slot in the
 * database), so one run is queued per interval however many processes tick.
 */
export type ScheduleOptions = {
  /** Whole seconds; slots are aligned to the epoch, so 60 000 is each clock minute. */
  everyMs: number
  /**
   * Also queue a run when this process's jobs start, whatever the slot holds: a start is
   * where work a crash left behind is picked up, so it is not skipped for a run queued
   * before the crash (N processes starting together queue N of these).
   */
  atStart?: boolean
  /** Checked before queueing (one cheap query): nothing is queued while it says false. */
  onlyIf?: () => Promise<boolean>
  retryLimit?: number
  expireInSeconds?: number
}

export type JobFailureListener = (failure: {
  queue: string
  jobId: string
  message: string
}) => Promise<void>

export type JobStatus = {
  id: string
  queue: string
  ownerId: string | null
  state: JobState
  done: number
  total: number
  result: unknown
  error: string | null
  createdAt: Date
  updatedAt: Date
}

export type Jobs = ReturnType<typeof createJobs>

const BOSS_SCHEMA = 'pgboss'

function toStatus(row: JobProgressRow): JobStatus {
  return {
    id: row.jobId,
    queue: row.queue,
    ownerId: row.ownerId,
    state: row.state as JobState,
    done: row.done,
    total: row.total,
    result: row.result,
    error: row.error,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function createJobs(options: {
  database: Database
  /** The PostgreSQL URL when the database is PostgreSQL (pg-boss opens its own small pool). */
  databaseUrl: string | null
  pollingIntervalSeconds?: number
  /** Time and timers of pg-boss and the schedules; tests pass pg-boss's TestClock. */
  clock?: Clock
  /** Told after each tick of a schedule: the run it queued (null: queued elsewhere), or why not. */
  onScheduleTick?: (queue: string, outcome: { id: string | null } | { error: unknown }) => void
}) {
  const { database } = options
  const clock = options.clock ?? systemClock
  const db: Db = database.db
  const boss = new PgBoss(
    database.pglite
      ? {
          db: fromPglite(database.pglite),
          backend: 'pglite',
          schema: BOSS_SCHEMA,
          schedule: false,
          useListenNotify: true,
          clock,
        }
      : {
          connectionString: options.databaseUrl ?? '',
          schema: BOSS_SCHEMA,
          max: 4,
          schedule: false,
          useListenNotify: true,
          clock,
        },
  )
  const handlers = new Map<string, JobHandler<never>>()
  const failureListeners: JobFailureListener[] = []
  const schedules = new Map<string, ScheduleOptions>()
  const timers: ClockTimer[] = []
  const running = new Map<string, AbortController>()
  let started: Promise<void> | null = null
  let stopped = false

  boss.on('error', () => {
    // pg-boss reports transient maintenance errors here; a job's own failure is on its row.
  })

  async function setState(id: string, patch: Partial<typeof jobProgress.$inferInsert>) {
    await db
      .update(jobProgress)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(jobProgress.jobId, id))
  }

  async function readState(id: string): Promise<JobProgressRow | null> {
    const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, id)).limit(1)
    return row ?? null
  }

  async function runOne(queue: string, handler: JobHandler<never>, job: Job<unknown>) {
    const row = await readState(job.id)
    if (!row) throw new Error(`job ${job.id} has no progress row`)
    if (row.state === 'cancelled') return null
    const controller = new AbortController()
    running.set(job.id, controller)
    const signal = AbortSignal.any([controller.signal, job.signal])
    await setState(job.id, { state: 'running' })
    try {
      const result = await handler({
        id: job.id,
        data: job.data as never,
        cursor: row.cursor,
        signal,
        async progress(done, total, cursor) {
          await db
            .update(jobProgress)
            .set({
              done,
              total,
              ...(cursor !== undefined ? { cursor } : {}),
              updatedAt: new Date(),
            })
            .where(eq(jobProgress.jobId, job.id))
          const now = await readState(job.id)
          if (now?.state === 'cancelled') controller.abort()
          return !signal.aborted
        },
      })
      const now = await readState(job.id)
      if (now?.state === 'cancelled') return null
      if (signal.aborted) {
        // Stopped mid-run (shutdown): fail this attempt so pg-boss retries it from the cursor.
        throw new Error('interrupted by shutdown')
      }
      await setState(job.id, { state: 'completed', result: (result ?? null) as object | null })
      return result ?? null
    } catch (error) {
      const now = await readState(job.id)
      if (now?.state === 'cancelled') return null
      const message = error instanceof Error ? error.message : String(error)
      await setState(job.id, { state: 'queued', error: message })
      for (const listener of failureListeners) await listener({ queue, jobId: job.id, message })
      throw error
    } finally {
      running.delete(job.id)
    }
  }

  /** Queues this slot's run unless a process already has (or any run: `inSlot` false). */
  async function queueRun(
    queue: string,
    schedule: ScheduleOptions,
    inSlot: boolean,
  ): Promise<string | null> {
    if (schedule.onlyIf && !(await schedule.onlyIf())) return null
    const id = randomUUID()
    await db.insert(jobProgress).values({ jobId: id, queue, ownerId: null, total: 0 })
    const sent = await boss.send(
      queue,
      {},
      {
        id,
        retryLimit: schedule.retryLimit ?? 0,
        expireInSeconds: schedule.expireInSeconds ?? 600,
        ...(inSlot ? { singletonSeconds: Math.round(schedule.everyMs / 1000) } : {}),
      },
    )
    if (!sent) await db.delete(jobProgress).where(eq(jobProgress.jobId, id))
    return sent
  }

  function startSchedules() {
    for (const [queue, schedule] of schedules) {
      const tick = (inSlot: boolean) =>
        void queueRun(queue, schedule, inSlot).then(
          (id) => options.onScheduleTick?.(queue, { id }),
          (error: unknown) => options.onScheduleTick?.(queue, { error }),
        )
      if (schedule.atStart) tick(false)
      const timer = clock.setInterval(() => tick(true), schedule.everyMs)
      // The system clock's timers must not keep a stopping process alive.
      ;(timer as { unref?: () => void }).unref?.()
      timers.push(timer)
    }
  }

  async function startBoss() {
    await boss.start()
    for (const [queue, handler] of handlers) {
      await boss.createQueue(queue, {
        retryLimit: 1,
        expireInSeconds: 3600,
        notify: true,
      })
      await boss.work(
        queue,
        {
          batchSize: 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          notifyPollingIntervalSeconds: 5,
        },
        async ([job]) => (job ? runOne(queue, handler, job) : null),
      )
    }
    if (!stopped) startSchedules()
  }

  return {
    /** Told of every failed run (the health page's recent errors, decision 1346). */
    onFailure(listener: JobFailureListener): void {
      failureListeners.push(listener)
    },

    register<T>(queue: string, handler: JobHandler<T>): void {
      if (started) throw new Error(`register ${queue} before the jobs start`)
      handlers.set(queue, handler as JobHandler<never>)
    },

    /**
     * Queues a run of `queue` every `everyMs`, once across all processes (decision 1292).
     * Call before the jobs start, beside `register`; the handler gets `{}` as its data.
     */
    every(queue: string, schedule: ScheduleOptions): void {
      if (started) throw new Error(`schedule ${queue} before the jobs start`)
      if (schedule.everyMs < 1000 || schedule.everyMs % 1000 !== 0) {
        throw new Error(`${queue}: a schedule's interval is whole seconds`)
      }
      schedules.set(queue, schedule)
    },

    /** Starts pg-boss and the registered workers (idempotent). */
    start(): Promise<void> {
      started ??= startBoss()
      return started
    },

    async send<T extends object>(queue: string, data: T, opts: SendOptions = {}): Promise<string> {
      await this.start()
      // The progress row first: a worker elsewhere may claim the job the moment it exists.
      const id = randomUUID()
      await db
        .insert(jobProgress)
        .values({ jobId: id, queue, ownerId: opts.ownerId ?? null, total: opts.total ?? 0 })
      const sent = await boss.send(queue, data, {
        id,
        retryLimit: opts.retryLimit ?? 1,
        expireInSeconds: opts.expireInSeconds ?? 3600,
      })
      if (!sent) {
        await db.delete(jobProgress).where(eq(jobProgress.jobId, id))
        throw new Error(`pg-boss refused a job on ${queue}`)
      }
      return id
    },

    async get(id: string, opts: { ownerId?: string } = {}): Promise<JobStatus | null> {
      const [row] = await db
        .select()
        .from(jobProgress)
        .where(
          and(
            eq(jobProgress.jobId, id),
            opts.ownerId ? eq(jobProgress.ownerId, opts.ownerId) : undefined,
          ),
        )
        .limit(1)
      if (!row) return null
      if (row.state === 'queued' && row.error) {
        // Retries exhausted: pg-boss has failed it; mirror that on the row.
        const [boss_] = await boss.findJobs(row.queue, { id })
        if (boss_?.state === 'failed') {
          await setState(id, { state: 'failed' })
          return toStatus({ ...row, state: 'failed' })
        }
      }
      return toStatus(row)
    },

    async cancel(id: string, opts: { ownerId?: string } = {}): Promise<boolean> {
      const [row] = await db
        .update(jobProgress)
        .set({ state: 'cancelled', updatedAt: new Date() })
        .where(
          and(
            eq(jobProgress.jobId, id),
            sql`${jobProgress.state} in ('queued', 'running')`,
            opts.ownerId ? eq(jobProgress.ownerId, opts.ownerId) : undefined,
          ),
        )
        .returning()
      if (!row) return false
      running.get(id)?.abort()
      await boss.cancel(row.queue, id).catch(() => undefined)
      return true
    },

    /** Waits for a job to leave queued/running (tests and the benchmark). */
    async waitFor(id: string, timeoutMs = 120_000): Promise<JobStatus> {
      const until = Date.now() + timeoutMs
      for (;;) {
        const status = await this.get(id)
        if (!status) throw new Error(`no job ${id}`)
        if (status.state !== 'queued' && status.state !== 'running') return status
        if (Date.now() > until) throw new Error(`job ${id} still ${status.state}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },

    async stop(): Promise<void> {
      if (stopped) return
      stopped = true
      for (const timer of timers) clock.clearInterval(timer)
      if (!started) return
      await started.catch(() => undefined)
      for (const controller of running.values()) controller.abort()
      await boss.stop({ graceful: true, timeout: 10_000, close: true })
    },
  }
}
