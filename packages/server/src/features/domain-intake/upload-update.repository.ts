import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { rowsOf } from '../../db/rows-of.ts'
import type { UploadRow } from './domain-uploads.repository.ts'
import type { UpdateOutcome } from './upload-update-rows.ts'

type Executor = Pick<Db, 'execute'>
type Changed = Extract<UpdateOutcome, { kind: 'changed' }>

/** The bulk edit kind of an applied update upload (core bulk-edit contract). */
export const CSV_UPDATE_KIND = 'csv-update'

/**
 * The seller's domains of these (lower-case ASCII) names; with `lock`, locked until the
 * transaction ends (the job). The preview reads without locking: it writes nothing.
 */
export async function findHeldDomains(
  db: Db,
  sellerId: string,
  names: string[],
  options: { lock: boolean },
): Promise<DomainRow[]> {
  if (names.length === 0) return []
  const query = db
    .select()
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), inArray(domains.name, names)))
  return options.lock ? query.for('update') : query
}

/**
 * Applies an update upload: the upload leaves `preview` for the queue and its bulk edit row
 * (kind 'csv-update') is written, in one transaction. Null when the upload is not the
 * seller's or no longer waits for Apply.
 */
export async function queueUpdateUpload(
  db: Db,
  input: { uploadId: string; sellerId: string; actorId: string },
): Promise<{ bulkEditId: string } | null> {
  return db.transaction(async (tx) => {
    const queued = rowsOf<{ id: string; file_name: string }>(
      await tx.execute(sql`
        update domain_uploads set state = 'queued'
         where id = ${input.uploadId} and seller_id = ${input.sellerId}
           and mode = 'update' and state = 'preview'
     returning id, file_name`),
    )
    const upload = queued[0]
    if (!upload) return null
    const request = { uploadId: upload.id, fileName: upload.file_name }
    const edit = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into bulk_edits (seller_id, actor_id, kind, request)
        values (${input.sellerId}, ${input.actorId}, ${CSV_UPDATE_KIND}, ${JSON.stringify(request)}::jsonb)
        returning id`),
    )
    return { bulkEditId: edit[0]!.id }
  })
}

/** The bulk edit of an applied update upload. */
export async function findUpdateEdit(
  db: Db,
  upload: Pick<UploadRow, 'id' | 'sellerId'>,
): Promise<{ id: string; actorId: string | null } | null> {
  const rows = rowsOf<{ id: string; actor_id: string | null }>(
    await db.execute(sql`
      select id, actor_id from bulk_edits
       where seller_id = ${upload.sellerId} and kind = ${CSV_UPDATE_KIND}
         and request->>'uploadId' = ${upload.id}
       limit 1`),
  )
  return rows[0] ? { id: rows[0].id, actorId: rows[0].actor_id } : null
}

/**
 * Writes one batch of changed domains in ONE statement: the listing columns from each row's
 * checked values and one history row per domain (source 'csvUpdate', old → new per field,
 * the bulk edit's id) so the edit can be undone as a whole. Scoped to the seller.
 */
export async function writeUpdateBatch(
  tx: Executor,
  input: { sellerId: string; actorId: string | null; bulkEditId: string; changed: Changed[] },
): Promise<number> {
  if (input.changed.length === 0) return 0
  const rows = input.changed.map(({ domainId, next, changes }) => ({
    id: domainId,
    buynow: next.buynowPriceMicros,
    floor: next.floorPriceMicros,
    minbid: next.minbidPriceMicros,
    leasing: next.leasingEnabled,
    period: next.maxLeasePeriod,
    landing: next.landingPage,
    intake: next.intakeStyle,
    template: next.landerTemplate,
    bg: next.backgroundColorOption,
    bgc: next.backgroundColorCustom,
    font: next.fontColorOption,
    changes,
  }))
  const result = await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        id uuid, buynow bigint, floor bigint, minbid bigint, leasing boolean, period int,
        landing text, intake text, template text, bg text, bgc text, font text, changes jsonb)
    ),
    upd as (
      update domains d set
        buynow_price_micros = v.buynow, floor_price_micros = v.floor,
        minbid_price_micros = v.minbid, leasing_enabled = v.leasing, max_lease_period = v.period,
        landing_page = v.landing, intake_style = v.intake, lander_template = v.template,
        background_color_option = v.bg, background_color_custom = v.bgc,
        font_color_option = v.font, updated_at = now()
      from v where d.id = v.id and d.seller_id = ${input.sellerId}
      returning d.id, v.changes
    ),
    hist as (
      insert into domain_history (domain_id, seller_id, actor_id, source, changes, bulk_edit_id)
      select id, ${input.sellerId}, ${input.actorId}, 'csvUpdate', changes, ${input.bulkEditId}
        from upd
    )
    select count(*)::int as n from upd`)
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0)
}

/** Adds a batch's counts to the bulk edit. */
export async function countUpdateBatch(
  tx: Executor,
  input: { bulkEditId: string; matched: number; updated: number; refused: number },
): Promise<void> {
  await tx.execute(sql`
    update bulk_edits
       set matched = matched + ${input.matched}, updated = updated + ${input.updated},
           refused = refused + ${input.refused}, updated_at = now()
     where id = ${input.bulkEditId}`)
}

/** The bulk edit ends with its upload. */
export async function finishUpdateEdit(
  db: Db,
  upload: Pick<UploadRow, 'id' | 'sellerId'>,
  state: 'completed' | 'cancelled' | 'failed',
): Promise<void> {
  await db.execute(sql`
    update bulk_edits set state = ${state}, updated_at = now()
     where seller_id = ${upload.sellerId} and kind = ${CSV_UPDATE_KIND}
       and request->>'uploadId' = ${upload.id}`)
}
