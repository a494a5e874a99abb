import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseKind } from '../../db/client.ts'
import { runUploadImport, type ImportDeps, type UploadRow } from './upload-import.ts'

/** A running import that has not proven it is alive for this long may be taken over. */
const LEASE_SECONDS = 30
const HEARTBEAT_MS = 10_000

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

function toUploadRow(r: Record<string, unknown>): UploadRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string))
  return {
    id: r.id as string,
    sellerId: r.seller_id as string,
    fileName: r.file_name as string,
    filePath: r.file_path as string,
    sizeBytes: Number(r.size_bytes),
    layout: r.layout as string,
    columns: r.columns as UploadRow['columns'],
    settings: r.settings as UploadRow['settings'],
    state: r.state as UploadRow['state'],
    cancelRequested: r.cancel_requested as boolean,
    rowsRead: r.rows_read as number,
    rowsAdded: r.rows_added as number,
    rowsRefused: r.rows_refused as number,
    rowsUnverified: r.rows_unverified as number,
    byteOffset: Number(r.byte_offset),
    lineNumber: r.line_number as number,
    leaseOwner: r.lease_owner as string | null,
    heartbeatAt: date(r.heartbeat_at),
    error: r.error as string | null,
    createdAt: date(r.created_at)!,
    startedAt: date(r.started_at),
    finishedAt: date(r.finished_at),
  }
}

/**
 * The durable import job (DESIGN.md §6, decision 704): upload rows are the queue. A worker
 * claims the oldest queued upload — or a running one whose lease expired (its process died) —
 * with SKIP LOCKED, so several processes on one PostgreSQL never run one import twice, and
 * imports it from its checkpoint. On PGlite only one process can open the database, so at
 * start every "running" upload is an orphan and is resumed at once.
 */
export function createUploadRunner(
  deps: ImportDeps & { kind: DatabaseKind; log: FastifyBaseLogger; pollMs?: number },
) {
  const { db } = deps
  const owner = `${process.pid}-${randomUUID()}`
  const controllers = new Map<string, AbortController>()
  let stopping = false
  let wake: (() => void) | null = null
  let loop: Promise<void> | null = null
  let heartbeat: NodeJS.Timeout | null = null

  async function claim(): Promise<UploadRow | null> {
    const claimed = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        update domain_uploads
           set state = 'running', lease_owner = ${owner}, heartbeat_at = now(),
               started_at = coalesce(started_at, now())
         where id = (select id from domain_uploads
                      where (state = 'queued' and not cancel_requested)
                         or (state = 'running' and heartbeat_at < now() - make_interval(secs => ${LEASE_SECONDS}))
                      order by created_at limit 1 for update skip locked)
     returning *`),
    )
    return claimed[0] ? toUploadRow(claimed[0]) : null
  }

  async function finish(
    id: string,
    state: 'completed' | 'cancelled' | 'failed',
    error: string | null,
    filePath: string,
  ) {
    await db.execute(sql`
      update domain_uploads set state = ${state}, error = ${error}, finished_at = now(), lease_owner = null
       where id = ${id} and lease_owner = ${owner}`)
    await fs.rm(filePath, { force: true })
  }

  async function runOne(upload: UploadRow) {
    const controller = new AbortController()
    controllers.set(upload.id, controller)
    try {
      const outcome = await runUploadImport(deps, upload, owner, controller.signal)
      if (outcome === 'completed') await finish(upload.id, 'completed', null, upload.filePath)
      else if (outcome === 'cancelled') await finish(upload.id, 'cancelled', null, upload.filePath)
      else await finishIfCancelled(upload)
    } catch (error) {
      if (controller.signal.aborted) {
        await finishIfCancelled(upload)
        return
      }
      const message = error instanceof Error ? error.message : String(error)
      deps.log.error({ err: error, uploadId: upload.id }, 'import failed')
      if (error instanceof Error && error.name === 'LeaseLostError') return
      await finish(upload.id, 'failed', `The import stopped: ${message}`, upload.filePath)
    } finally {
      controllers.delete(upload.id)
    }
  }

  async function finishIfCancelled(upload: UploadRow) {
    const [row] = rowsOf<{ cancel_requested: boolean }>(
      await db.execute(sql`select cancel_requested from domain_uploads where id = ${upload.id}`),
    )
    if (row?.cancel_requested) await finish(upload.id, 'cancelled', null, upload.filePath)
    else {
      // Shutting down: give the lease back so the next process resumes it at once.
      await db.execute(sql`
        update domain_uploads set heartbeat_at = to_timestamp(0)
         where id = ${upload.id} and lease_owner = ${owner} and state = 'running'`)
    }
  }

  async function run() {
    while (!stopping) {
      let upload: UploadRow | null = null
      try {
        upload = await claim()
      } catch (error) {
        if (!stopping) deps.log.warn({ err: error }, 'could not claim an import')
      }
      if (upload) {
        await runOne(upload)
        continue
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deps.pollMs ?? 2000)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = null
    }
  }

  return {
    async start() {
      if (loop) return
      if (deps.kind === 'pglite') {
        await db.execute(
          sql`update domain_uploads set heartbeat_at = to_timestamp(0) where state = 'running'`,
        )
      }
      heartbeat = setInterval(() => {
        if (controllers.size === 0) return
        void db
          .execute(
            sql`update domain_uploads set heartbeat_at = now() where lease_owner = ${owner} and state = 'running'`,
          )
          .catch(() => undefined)
      }, HEARTBEAT_MS)
      heartbeat.unref()
      loop = run()
    },
    /** A new upload or a cancel: look at the queue now. */
    kick() {
      wake?.()
    },
    /** Stops the import running here within moments (the cancel flag is already saved). */
    abort(uploadId: string) {
      controllers.get(uploadId)?.abort()
    },
    async stop() {
      stopping = true
      if (heartbeat) clearInterval(heartbeat)
      for (const c of controllers.values()) c.abort()
      wake?.()
      await loop
    },
  }
}

export type UploadRunner = ReturnType<typeof createUploadRunner>
export { toUploadRow }
