import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pageWithTotal } from '../../db/page-with-total.ts'
import { domainUploadRefusals, domainUploads } from '../../db/schema/domain-intake.ts'

/** The upload rows are the import queue (decision 704): each is one seller's file. */
export type UploadRow = typeof domainUploads.$inferSelect
type NewUpload = typeof domainUploads.$inferInsert
type RefusalRow = typeof domainUploadRefusals.$inferSelect
type Executor = Pick<Db, 'execute'>

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** A row read by raw SQL (snake_case columns) as Drizzle would give it. */
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
    mode: r.mode as UploadRow['mode'],
    state: r.state as UploadRow['state'],
    cancelRequested: r.cancel_requested as boolean,
    rowsRead: r.rows_read as number,
    rowsAdded: r.rows_added as number,
    rowsUpdated: r.rows_updated as number,
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

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(domainUploads).values(values).returning()
  return row!
}

export async function findSellerUpload(
  db: Db,
  sellerId: string,
  jobId: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(domainUploads)
    .where(and(eq(domainUploads.id, jobId), eq(domainUploads.sellerId, sellerId)))
    .limit(1)
  return row ?? null
}

/** A seller's uploads, newest first. */
export async function listSellerUploads(
  db: Db,
  sellerId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: UploadRow[]; total: number }> {
  const where = eq(domainUploads.sellerId, sellerId)
  const rows = db
    .select()
    .from(domainUploads)
    .where(where)
    .orderBy(desc(domainUploads.createdAt), desc(domainUploads.id))
  return pageWithTotal(db, rows.$dynamic(), { table: domainUploads, where }, page)
}

/** A queued upload (or an update waiting for Apply) stops here; a running one at its next batch. */
export async function requestUploadCancel(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    update domain_uploads
       set cancel_requested = true,
           state = case when state in ('queued', 'preview') then 'cancelled' else state end,
           finished_at = case when state in ('queued', 'preview') then now() else finished_at end
     where id = ${id}`)
}

/** One page of an upload's refused lines after line `after`, in line order. */
export async function listRefusalsAfter(
  db: Db,
  uploadId: string,
  after: number,
  limit: number,
): Promise<RefusalRow[]> {
  return db
    .select()
    .from(domainUploadRefusals)
    .where(
      and(eq(domainUploadRefusals.uploadId, uploadId), gt(domainUploadRefusals.lineNumber, after)),
    )
    .orderBy(domainUploadRefusals.lineNumber)
    .limit(limit)
}

/**
 * Saves one imported batch's refusals and counters and the checkpoint after it, under the
 * lease of `leaseOwner`. Answers whether a cancel was requested, or null when the lease is lost.
 */
export async function recordBatchProgress(
  tx: Executor,
  input: {
    uploadId: string
    leaseOwner: string
    refusals: { line: number; name: string; code: string }[]
    read: number
    added: number
    /** Names an update upload changed (issue 15). */
    updated?: number
    unverified: number
    endBytes: number
    endLine: number
  },
): Promise<boolean | null> {
  const { uploadId, refusals } = input
  if (refusals.length > 0) {
    await tx.execute(sql`
      insert into domain_upload_refusals (upload_id, line_number, name, code)
      select ${uploadId}::uuid, l, n, c
        from unnest(${sql.param(refusals.map((r) => r.line))}::int[],
                    ${sql.param(refusals.map((r) => r.name))}::text[],
                    ${sql.param(refusals.map((r) => r.code))}::text[]) as t(l, n, c)
      on conflict do nothing`)
  }
  const updated = rowsOf<{ cancel_requested: boolean }>(
    await tx.execute(sql`
      update domain_uploads
         set rows_read = rows_read + ${input.read},
             rows_added = rows_added + ${input.added},
             rows_updated = rows_updated + ${input.updated ?? 0},
             rows_refused = rows_refused + ${refusals.length},
             rows_unverified = rows_unverified + ${input.unverified},
             byte_offset = ${input.endBytes}, line_number = ${input.endLine}, heartbeat_at = now()
       where id = ${uploadId} and lease_owner = ${input.leaseOwner} and state = 'running'
   returning cancel_requested`),
  )
  return updated[0]?.cancel_requested ?? null
}

/**
 * Claims the oldest queued upload, or a running one whose lease is older than `leaseSeconds`
 * (its process died), with SKIP LOCKED so no two processes take one.
 */
export async function claimUpload(
  db: Db,
  owner: string,
  leaseSeconds: number,
): Promise<UploadRow | null> {
  const claimed = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      update domain_uploads
         set state = 'running', lease_owner = ${owner}, heartbeat_at = now(),
             started_at = coalesce(started_at, now())
       where id = (select id from domain_uploads
                    where (state = 'queued' and not cancel_requested)
                       or (state = 'running' and heartbeat_at < now() - make_interval(secs => ${leaseSeconds}))
                    order by created_at limit 1 for update skip locked)
   returning *`),
  )
  return claimed[0] ? toUploadRow(claimed[0]) : null
}

export async function finishUpload(
  db: Db,
  input: {
    id: string
    owner: string
    state: 'completed' | 'cancelled' | 'failed'
    error: string | null
  },
): Promise<void> {
  await db.execute(sql`
    update domain_uploads set state = ${input.state}, error = ${input.error}, finished_at = now(), lease_owner = null
     where id = ${input.id} and lease_owner = ${input.owner}`)
}

export async function isUploadCancelRequested(db: Db, id: string): Promise<boolean> {
  const [row] = rowsOf<{ cancel_requested: boolean }>(
    await db.execute(sql`select cancel_requested from domain_uploads where id = ${id}`),
  )
  return row?.cancel_requested ?? false
}

/** Gives a running upload's lease back so the next process resumes it at once. */
export async function releaseUploadLease(db: Db, id: string, owner: string): Promise<void> {
  await db.execute(sql`
    update domain_uploads set heartbeat_at = to_timestamp(0)
     where id = ${id} and lease_owner = ${owner} and state = 'running'`)
}

/** Every running upload's lease expires now (PGlite: one process, so all are orphans). */
export async function releaseAllUploadLeases(db: Db): Promise<void> {
  await db.execute(
    sql`update domain_uploads set heartbeat_at = to_timestamp(0) where state = 'running'`,
  )
}

export async function touchUploadLeases(db: Db, owner: string): Promise<void> {
  await db.execute(
    sql`update domain_uploads set heartbeat_at = now() where lease_owner = ${owner} and state = 'running'`,
  )
}
