import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseKind } from '../../db/client.ts'
import {
  claimUpload,
  finishUpload,
  isUploadCancelRequested,
  releaseAllUploadLeases,
  releaseUploadLease,
  touchUploadLeases,
  type UploadRow,
} from './domain-uploads.repository.ts'
import { publishSellerEvent } from '../../db/webhook-outbox.ts'
import { runUploadImport, type ImportDeps } from './upload-import.ts'
import { runUploadUpdate, type UpdateDeps } from './upload-update.ts'
import { finishUpdateEdit } from './upload-update.repository.ts'

/** A running import that has not proven it is alive for this long may be taken over. */
const LEASE_SECONDS = 30
const HEARTBEAT_MS = 10_000

/**
 * The durable import job (DESIGN.md §6, decision 704): upload rows are the queue. A worker
 * claims the oldest queued upload — or a running one whose lease expired (its process died) —
 * with SKIP LOCKED, so several processes on one PostgreSQL never run one import twice, and
 * imports it from its checkpoint. On PGlite only one process can open the database, so at
 * start every "running" upload is an orphan and is resumed at once.
 */
export function createUploadRunner(
  deps: ImportDeps & UpdateDeps & { kind: DatabaseKind; log: FastifyBaseLogger; pollMs?: number },
) {
  const { db } = deps
  const owner = `${process.pid}-${randomUUID()}`
  const controllers = new Map<string, AbortController>()
  let stopping = false
  let wake: (() => void) | null = null
  let loop: Promise<void> | null = null
  let heartbeat: NodeJS.Timeout | null = null

  async function finish(
    upload: UploadRow,
    state: 'completed' | 'cancelled' | 'failed',
    error: string | null,
  ) {
    await finishUpload(db, { id: upload.id, owner, state, error })
    if (upload.mode === 'update') await finishUpdateEdit(db, upload, state)
    await fs.rm(upload.filePath, { force: true })
    // Issue 24: however it ended, the seller's webhooks hear that the upload is over.
    await publishSellerEvent(db, 'upload.finished', upload.sellerId, {
      uploadId: upload.id,
      fileName: upload.fileName,
      mode: upload.mode,
      state,
    })
  }

  async function runOne(upload: UploadRow) {
    const controller = new AbortController()
    controllers.set(upload.id, controller)
    try {
      // An update upload (issue 15) changes held names; any other imports new ones.
      const run = upload.mode === 'update' ? runUploadUpdate : runUploadImport
      const outcome = await run(deps, upload, owner, controller.signal)
      if (outcome === 'completed') await finish(upload, 'completed', null)
      else if (outcome === 'cancelled') await finish(upload, 'cancelled', null)
      else await finishIfCancelled(upload)
    } catch (error) {
      if (controller.signal.aborted) {
        await finishIfCancelled(upload)
        return
      }
      const message = error instanceof Error ? error.message : String(error)
      deps.log.error({ err: error, uploadId: upload.id }, 'import failed')
      if (error instanceof Error && error.name === 'LeaseLostError') return
      await finish(upload, 'failed', `The import stopped: ${message}`)
    } finally {
      controllers.delete(upload.id)
    }
  }

  async function finishIfCancelled(upload: UploadRow) {
    if (await isUploadCancelRequested(db, upload.id)) await finish(upload, 'cancelled', null)
    else {
      // Shutting down: give the lease back so the next process resumes it at once.
      await releaseUploadLease(db, upload.id, owner)
    }
  }

  async function run() {
    while (!stopping) {
      let upload: UploadRow | null = null
      try {
        upload = await claimUpload(db, owner, LEASE_SECONDS)
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
        await releaseAllUploadLeases(db)
      }
      heartbeat = setInterval(() => {
        if (controllers.size === 0) return
        void touchUploadLeases(db, owner).catch(() => undefined)
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
