import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSV_UPDATE_ERRORS } from '@namefolio/core/domains/csv-update.contract'
import { PRICE_ERRORS } from '@namefolio/core/pricing/listing-prices'
import { rowsOf } from '../../db/rows-of.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { postUpload, waitForUploadEnd } from './upload-multipart.fixture.ts'

/**
 * Issue 15: "A CSV upload can update names already in the portfolio (prices and listing
 * settings), with the same preview" (spec §3 listing settings, §5 price rules).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    REGISTRATION_DATA: 'none',
    DATA_DIR: `/tmp/namefolio-update-test-${uniqueSuffix()}`,
  })
})
afterAll(() => t.close())

const USD = 1_000_000

const uploadUpdate = (headers: Record<string, string>, file: string) =>
  postUpload(t, headers, file, { fields: { mode: 'update' } })
const waitForEnd = (headers: Record<string, string>, jobId: string) =>
  waitForUploadEnd(t, headers, jobId)

async function pricesOf(name: string) {
  const [row] = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select buynow_price_micros::float8 as buynow, floor_price_micros::float8 as floor,
             minbid_price_micros::float8 as minbid, lander_template, leasing_enabled
        from domains where name = ${name}`),
  )
  return row
}

/** Three held names, one held by someone else, one unknown, and two rows a §5 rule refuses. */
async function scenario() {
  const me = await t.signedInSeller()
  const other = await t.signedInSeller()
  const s = uniqueSuffix()
  const held = ['alpha', 'beta', 'gamma'].map((w) => `${w}-${s}.com`)
  for (const name of held) {
    await t.factories.domain({
      sellerId: me.user.id,
      name,
      status: 'ACTIVE',
      buynowPriceMicros: 1000 * USD,
      floorPriceMicros: 500 * USD,
      minbidPriceMicros: 100 * USD,
    })
  }
  const low = `low-${s}.com`
  const inverted = `inverted-${s}.com`
  for (const name of [low, inverted]) {
    await t.factories.domain({ sellerId: me.user.id, name, buynowPriceMicros: 1000 * USD })
  }
  const theirs = `theirs-${s}.com`
  await t.factories.domain({ sellerId: other.user.id, name: theirs, buynowPriceMicros: 700 * USD })
  const file = [
    'domain,buy now,floor,min bid,lander',
    `${held[0]},1100,550,110,`,
    `${held[1]},"$2,000",,,BUY_NOW`,
    `${held[2]},1000,500,100,`,
    `${theirs},10,,,`,
    `unknown-${s}.com,900,,,`,
    `${low},40,,,`,
    `${inverted},900,950,,`,
  ].join('\n')
  return { me, other, held, low, inverted, theirs, file }
}

describe('updating held names from a CSV (issue 15)', () => {
  it('previews the whole file before anything changes: changes, examples, refusals per rule', async () => {
    const { me, held, theirs, file } = await scenario()
    const res = await uploadUpdate(me.headers, file)
    expect(res.statusCode, res.body).toBe(202)
    const job = res.json()
    expect(job).toMatchObject({ mode: 'update', state: 'preview', rowsUpdated: 0 })

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/v2/domains/uploads/${job.jobId}/preview`,
      headers: me.headers,
    })
    expect(preview.statusCode, preview.body).toBe(200)
    const body = preview.json()
    expect(body).toMatchObject({ rows: 7, changed: 2, unchanged: 1, refused: 4 })
    expect(body.columns).toEqual(['buynowPrice', 'floorPrice', 'minbidPrice', 'landerTemplate'])
    // Not held (another seller's name tells nothing more than an unknown one), then §5.
    expect(body.refusedByReason).toEqual([
      { code: CSV_UPDATE_ERRORS.notInPortfolio, count: 2 },
      { code: PRICE_ERRORS.buyNowCompare, count: 1 },
      { code: PRICE_ERRORS.buyNowLow, count: 1, values: { min: 50 } },
    ])
    expect(body.examples).toEqual([
      {
        domain: held[0],
        changes: [
          { field: 'buynowPrice', from: 1000 * USD, to: 1100 * USD },
          { field: 'floorPrice', from: 500 * USD, to: 550 * USD },
          { field: 'minbidPrice', from: 100 * USD, to: 110 * USD },
        ],
      },
      {
        domain: held[1],
        changes: expect.arrayContaining([
          { field: 'buynowPrice', from: 1000 * USD, to: 2000 * USD },
          { field: 'landerTemplate', from: 'PRICE_FORM', to: 'BUY_NOW' },
        ]),
      },
    ])
    // The preview wrote nothing, and the other seller's name is untouched.
    expect(await pricesOf(held[0]!)).toMatchObject({ buynow: 1000 * USD })
    expect(await pricesOf(theirs)).toMatchObject({ buynow: 700 * USD })
  })

  it('applies as a job: prices set, history per domain with the bulk edit, refusals in words', async () => {
    const { me, held, theirs, low, file } = await scenario()
    const job = (await uploadUpdate(me.headers, file)).json()
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v2/domains/uploads/${job.jobId}/apply`,
      headers: me.headers,
    })
    expect(applied.statusCode, applied.body).toBe(202)
    const done = await waitForEnd(me.headers, job.jobId)
    expect(done).toMatchObject({ state: 'completed', rowsRead: 7, rowsUpdated: 2, rowsRefused: 4 })

    expect(await pricesOf(held[0]!)).toMatchObject({
      buynow: 1100 * USD,
      floor: 550 * USD,
      minbid: 110 * USD,
    })
    expect(await pricesOf(held[1]!)).toMatchObject({
      buynow: 2000 * USD,
      lander_template: 'BUY_NOW',
    })
    expect(await pricesOf(low)).toMatchObject({ buynow: 1000 * USD })
    expect(await pricesOf(theirs)).toMatchObject({ buynow: 700 * USD })

    const [edit] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`
        select id, kind, state, updated, refused, actor_id from bulk_edits
         where seller_id = ${me.user.id} and request->>'uploadId' = ${job.jobId}`),
    )
    expect(edit).toMatchObject({ kind: 'csv-update', state: 'completed', updated: 2, refused: 4 })
    expect(edit!.actor_id).toBe(me.user.id)
    const history = rowsOf<{ name: string; source: string; changes: unknown }>(
      await t.db.execute(sql`
        select d.name, h.source, h.changes from domain_history h join domains d on d.id = h.domain_id
         where h.bulk_edit_id = ${edit!.id as string} order by d.name`),
    )
    expect(history).toEqual([
      {
        name: held[0],
        source: 'csvUpdate',
        changes: [
          { field: 'buynowPrice', from: 1000 * USD, to: 1100 * USD },
          { field: 'floorPrice', from: 500 * USD, to: 550 * USD },
          { field: 'minbidPrice', from: 100 * USD, to: 110 * USD },
        ],
      },
      expect.objectContaining({ name: held[1], source: 'csvUpdate' }),
    ])

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/v2/domains/uploads/${job.jobId}/refusals`,
      headers: me.headers,
    })
    const lines = report.body.trim().split('\n')
    expect(lines[0]).toBe('line,domain,reason,explanation')
    expect(lines).toContain(
      `5,"${theirs}",${CSV_UPDATE_ERRORS.notInPortfolio},"This domain is not in your portfolio."`,
    )
    expect(lines).toContain(
      `7,"${low}",${PRICE_ERRORS.buyNowLow},"The buy-now price must be at least $50."`,
    )
  })

  it("answers only the upload's owner, once, and only while it waits for Apply", async () => {
    const { me, other, file } = await scenario()
    const job = (await uploadUpdate(me.headers, file)).json()
    const url = `/api/v2/domains/uploads/${job.jobId}`
    for (const path of ['/preview', '/apply']) {
      const res = await t.app.inject({
        method: path === '/apply' ? 'POST' : 'GET',
        url: url + path,
        headers: other.headers,
      })
      expect(res.statusCode).toBe(404)
    }
    const first = await t.app.inject({ method: 'POST', url: `${url}/apply`, headers: me.headers })
    expect(first.statusCode).toBe(202)
    const again = await t.app.inject({ method: 'POST', url: `${url}/apply`, headers: me.headers })
    expect(again.statusCode).toBe(409)
    await waitForEnd(me.headers, job.jobId)
  })

  it('discards an update that is not applied, and refuses a file with nothing to set', async () => {
    const { me, held, file } = await scenario()
    const job = (await uploadUpdate(me.headers, file)).json()
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/domains/uploads/${job.jobId}/cancel`,
      headers: me.headers,
    })
    expect(cancel.json()).toMatchObject({ state: 'cancelled' })
    expect(await pricesOf(held[0]!)).toMatchObject({ buynow: 1000 * USD })

    const bare = await uploadUpdate(me.headers, `domain\n${held[0]}\n`)
    expect(bare.statusCode).toBe(400)
    expect(bare.json().error.fields).toEqual([
      { field: 'file', code: CSV_UPDATE_ERRORS.nothingToSet },
    ])
  })
})
