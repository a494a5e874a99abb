import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { detectLayout } from './upload-layout.ts'
import { postUpload, waitForUploadEnd } from './upload-multipart.fixture.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    REGISTRATION_DATA: 'none',
    DATA_DIR: `/tmp/namefolio-upload-test-${uniqueSuffix()}`,
  })
})
afterAll(() => t.close())

const upload = (
  headers: Record<string, string>,
  file: string | Buffer,
  options: { fileName?: string; settings?: object } = {},
) => postUpload(t, headers, file, options)
const waitForEnd = (headers: Record<string, string>, jobId: string) =>
  waitForUploadEnd(t, headers, jobId)

const count = async (sellerId: string) =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from domains where seller_id = ${sellerId}`,
      )) as unknown as {
        rows: { n: number }[]
      }
    ).rows[0]!.n,
  )

describe('CSV upload (POST /api/v2/domains/uploads) and its import job', () => {
  it('imports the domain,buy now,floor,min bid layout and reports each refused row with its reason', async () => {
    const me = await t.signedInSeller()
    const other = await t.signedInSeller()
    const s = uniqueSuffix()
    const mine = `mine-${s}.com`
    const theirs = `theirs-${s}.com`
    await t.factories.domain({ sellerId: me.user.id, name: mine })
    await t.factories.domain({ sellerId: other.user.id, name: theirs })
    const csv = [
      'Domain,Buy Now,Floor,Min Bid',
      `good-${s}.com,"$1,500",900,100`,
      `plain-${s}.net,,,`,
      'not a domain,100,,',
      `cheap-${s}.com,10,,`,
      `bad-price-${s}.com,abc,,`,
      `good-${s}.com,2000,,`,
      mine,
      theirs,
      `casino-${s}.com,500,,`,
      ',,,',
    ].join('\r\n')
    const res = await upload(me.headers, csv, { fileName: 'portfolio.csv' })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({
      state: 'queued',
      layout: 'NAMEFOLIO',
      fileName: 'portfolio.csv',
    })
    const job = await waitForEnd(me.headers, res.json().jobId)
    expect(job).toMatchObject({
      state: 'completed',
      rowsRead: 10,
      rowsAdded: 3,
      rowsRefused: 6,
      rowsUnverified: 1,
    })
    expect(await count(me.user.id)).toBe(4)
    const [good] = (
      (await t.db.execute(
        sql`select buynow_price_micros::float8 as buynow_price_micros, floor_price_micros::float8 as floor_price_micros, minbid_price_micros::float8 as minbid_price_micros from domains where name = ${`good-${s}.com`}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows
    expect(good).toEqual({
      buynow_price_micros: 1_500_000_000,
      floor_price_micros: 900_000_000,
      minbid_price_micros: 100_000_000,
    })

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/v2/domains/uploads/${job.jobId}/refusals`,
      headers: me.headers,
    })
    expect(report.headers['content-type']).toContain('text/csv')
    expect(report.headers['content-disposition']).toContain('portfolio-refused.csv')
    expect(report.body.trim().split('\n')).toEqual([
      'line,domain,reason,explanation',
      '4,"not a domain",domains.form.error.specificDomain,"Enter a domain name, not a subdomain or address."',
      `5,"cheap-${s}.com",editDomain.prices.buyNow.low,"The buy-now price must be at least $50."`,
      `6,"bad-price-${s}.com",domains.upload.error.price,"A price in this row is not a number."`,
      `7,"good-${s}.com",domains.upload.error.duplicate,"This domain appears earlier in the file."`,
      `8,"${mine}",domains.form.error.alreadyExists.inPortfolio,"This domain is already in your portfolio."`,
      '11,"",domains.upload.error.emptyRow,"This row has no domain."',
    ])
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v2/domains/uploads',
      headers: me.headers,
    })
    expect(history.json()).toMatchObject({
      total: 1,
      items: [{ jobId: job.jobId, state: 'completed' }],
    })
  })

  it('reads a domain per line, with the listing settings sent along', async () => {
    const me = await t.signedInSeller()
    const s = uniqueSuffix()
    const names = Array.from({ length: 12_000 }, (_, i) => `line${i}-${s}.com`)
    const res = await upload(me.headers, `\uFEFF${names.join('\n')}\n`, {
      settings: {
        landerTemplate: 'BUY_NOW',
        buynowPrice: 99_000_000,
        floorPrice: 0,
        minbidPrice: 0,
        leasingEnabled: false,
        maxLeasePeriod: 2,
      },
    })
    expect(res.json().layout).toBe('DOMAIN_PER_LINE')
    const job = await waitForEnd(me.headers, res.json().jobId)
    expect(job).toMatchObject({
      state: 'completed',
      rowsRead: 12_000,
      rowsAdded: 12_000,
      rowsRefused: 0,
    })
    expect(await count(me.user.id)).toBe(12_000)
  })

  it('tells the user clearly what is wrong with a bad file', async () => {
    const me = await t.signedInSeller()
    const cases: [string | Buffer, string][] = [
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2]), 'domains.upload.error.notText'],
      ['first,second\nhello,world\n', 'domains.upload.error.noDomainColumn'],
      ['', 'domains.upload.error.empty'],
    ]
    for (const [file, code] of cases) {
      const res = await upload(me.headers, file)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields[0].code).toBe(code)
      expect(res.json().error.message.length).toBeGreaterThan(10)
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/uploads',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
  })

  it('cancels a running import within seconds, leaving only whole batches', async () => {
    const me = await t.signedInSeller()
    const s = uniqueSuffix()
    const lines = Array.from({ length: 200_000 }, (_, i) => `c${i}-${s}.com`).join('\n')
    const res = await upload(me.headers, lines)
    const jobId = res.json().jobId
    for (let i = 0; i < 400; i++) {
      const job = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/domains/uploads/${jobId}`,
          headers: me.headers,
        })
      ).json()
      if (job.rowsRead > 0) break
      await new Promise((r) => setTimeout(r, 25))
    }
    const started = Date.now()
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/domains/uploads/${jobId}/cancel`,
      headers: me.headers,
    })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().cancelRequested).toBe(true)
    const job = await waitForEnd(me.headers, jobId)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(job.state).toBe('cancelled')
    expect(job.rowsRead).toBeLessThan(200_000)
    expect(job.rowsRead % 1000).toBe(0)
    expect(await count(me.user.id)).toBe(job.rowsAdded)
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/domains/uploads/${jobId}/cancel`,
      headers: me.headers,
    })
    expect(again.statusCode).toBe(409)
  })

  it('shows a seller only their own uploads', async () => {
    const me = await t.signedInSeller()
    const other = await t.signedInSeller()
    const res = await upload(me.headers, `own-${uniqueSuffix()}.com\n`)
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v2/domains/uploads/${res.json().jobId}`,
      headers: other.headers,
    })
    expect(theirs.statusCode).toBe(404)
  })
})

describe('layout detection (decision 703)', () => {
  it.each([
    ['domain\nexample.com\n', 'HEADER_MAPPED', { domain: 0 }],
    [
      'Domain Name,Buy Now Price,Floor Price,Minimum Offer\n',
      'NAMEFOLIO',
      { domain: 0, buyNow: 1, floor: 2, minBid: 3 },
    ],
    ['domain;price;currency\n', 'HEADER_MAPPED', { delimiter: ';', buyNow: 1, currency: 2 }],
    ['example.com,100,50,20\n', 'NAMEFOLIO', { hasHeader: false, minBid: 3 }],
    ['example.com\nexample.net\n', 'DOMAIN_PER_LINE', { hasHeader: false }],
  ])('%j → %s', (head, layout, fields) => {
    const result = detectLayout(Buffer.from(head))
    expect(result.ok && result.layout).toMatchObject({ layout, ...fields })
  })
})
