import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT_ZONE_TLD_POLICY } from '@namefolio/core/domains/domain-list'
import { rowsOf } from '../../db/rows-of.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { findSellerUpload } from './domain-uploads.repository.ts'
import { postUpload } from './upload-multipart.fixture.ts'
import { runUploadUpdate, type UpdateDeps } from './upload-update.ts'

/**
 * Issue 15 "Apply runs it as the existing upload job does (with progress, resumable)": an
 * update job stopped after a batch (its process gone) resumes from its checkpoint under a new
 * lease, and in the end every name is changed once, with one history row (decision 704).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    BACKGROUND_JOBS: 'false',
    REGISTRATION_DATA: 'none',
    DATA_DIR: `/tmp/namefolio-update-resume-${uniqueSuffix()}`,
  })
})
afterAll(() => t.close())

const USD = 1_000_000

describe('an applied CSV update resumes where it stopped', () => {
  it('applies every row once across two runs', async () => {
    const me = await t.factories.seller()
    const headers = await t.signedIn(me)
    const s = uniqueSuffix()
    const names = Array.from({ length: 7 }, (_, i) => `resume${i}-${s}.com`)
    for (const name of names) {
      await t.factories.domain({ sellerId: me.id, name, buynowPriceMicros: 1000 * USD })
    }
    const file = ['domain,buy now', ...names.map((n) => `${n},1200`)].join('\n')
    const created = await postUpload(t, headers, file, { fields: { mode: 'update' } })
    const { jobId } = created.json<{ jobId: string }>()
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v2/domains/uploads/${jobId}/apply`,
      headers,
    })
    expect(applied.statusCode).toBe(202)

    const stop = new AbortController()
    let planned = 0
    const deps: UpdateDeps = {
      db: t.db,
      tldPolicy: ROOT_ZONE_TLD_POLICY,
      batchSize: 3,
      editListing: (row, input) => {
        // The process "dies" while the second batch is being checked: that batch still
        // commits whole, the rest of the file is left for the next run.
        planned += 1
        if (planned === 4) stop.abort()
        // The listing rules are the single edit's (tested with the routes); here only the
        // buy-now price this file sets.
        const to = input.buynowPrice ?? row.buynowPriceMicros
        const next = { ...row, buynowPriceMicros: to }
        return { next, changes: [{ field: 'buynowPrice', from: row.buynowPriceMicros, to }] }
      },
    }
    const claim = async (owner: string) => {
      await t.db.execute(sql`
        update domain_uploads set state = 'running', lease_owner = ${owner}, heartbeat_at = now()
         where id = ${jobId}`)
      return (await findSellerUpload(t.db, me.id, jobId))!
    }
    expect(await runUploadUpdate(deps, await claim('first'), 'first', stop.signal)).toBe('stopped')
    const halfway = (await findSellerUpload(t.db, me.id, jobId))!
    expect(halfway.rowsUpdated).toBe(6)
    expect(halfway.byteOffset).toBeGreaterThan(0)

    const again = new AbortController()
    expect(await runUploadUpdate(deps, await claim('second'), 'second', again.signal)).toBe(
      'completed',
    )
    const done = (await findSellerUpload(t.db, me.id, jobId))!
    expect({ read: done.rowsRead, updated: done.rowsUpdated }).toEqual({ read: 7, updated: 7 })
    const history = rowsOf<{ n: number; d: number }>(
      await t.db.execute(sql`
        select count(*)::int as n, count(distinct h.domain_id)::int as d
          from domain_history h join domains d on d.id = h.domain_id
         where d.seller_id = ${me.id} and h.source = 'csvUpdate'`),
    )
    expect(history[0]).toEqual({ n: 7, d: 7 })
    const prices = rowsOf<{ p: number }>(
      await t.db.execute(sql`
        select distinct buynow_price_micros::float8 as p from domains where seller_id = ${me.id}`),
    )
    expect(prices).toEqual([{ p: 1200 * USD }])
  })
})
