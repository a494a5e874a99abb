import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_FILE_ERRORS } from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import { LAYOUT_ERRORS } from '@namefolio/core/marketplace-imports/marketplace-layouts'
import { ROW_ERRORS } from '@namefolio/core/marketplace-imports/marketplace-rows'
import { PRICE_ERRORS } from '@namefolio/core/pricing/listing-prices'
import { rowsOf } from '../../db/rows-of.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { postExport, waitForImport } from './marketplace-imports.fixture.ts'

/**
 * Issue 24, sixth point: "import another marketplace's export of the seller's listings … show,
 * per domain, where price, lease terms or nameservers differ from ours, with one click to align
 * ours"; "an Afternic-layout CSV shows two drifted prices".
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    REGISTRATION_DATA: 'none',
    DATA_DIR: `/tmp/namefolio-imports-test-${uniqueSuffix()}`,
  })
})
afterAll(() => t.close())

const USD = 1_000_000
const AFTERNIC_HEADER = 'Domain Name,Buy Now Price,Floor Price,Minimum Offer,Currency\n'

async function listingOf(name: string) {
  const [row] = rowsOf<{ buynow: number | null; floor: number | null }>(
    await t.db.execute(sql`
      select buynow_price_micros::float8 as buynow, floor_price_micros::float8 as floor
        from domains where name = ${name}`),
  )
  return row
}

/** Four of my names (two priced differently at Afternic), and one name of another seller. */
async function driftScenario() {
  const me = await t.signedInSeller()
  const other = await t.signedInSeller()
  const s = uniqueSuffix()
  const [same, cheaper, dearer, unpriced] = ['same', 'cheaper', 'dearer', 'unpriced'].map(
    (w) => `${w}-${s}.com`,
  )
  for (const name of [same, cheaper, dearer]) {
    await t.factories.domain({
      sellerId: me.user.id,
      name: name!,
      status: 'ACTIVE',
      buynowPriceMicros: 2000 * USD,
      floorPriceMicros: 1000 * USD,
    })
  }
  const theirs = `theirs-${s}.com`
  await t.factories.domain({ sellerId: other.user.id, name: theirs, buynowPriceMicros: 10 * USD })
  const csv =
    AFTERNIC_HEADER +
    `${same},"$2,000",1000,,USD\n` +
    `${cheaper},1500,1000,,USD\n` +
    `${dearer},2500,1000,,USD\n` +
    `${unpriced},900,,,USD\n` +
    `${theirs},5000,,,USD\n`
  return { me, other, same: same!, cheaper: cheaper!, dearer: dearer!, theirs, csv }
}

async function driftCheck(headers: Record<string, string>, csv: string) {
  const res = await postExport(t, headers, csv, { purpose: 'drift', fileName: 'afternic.csv' })
  expect(res.statusCode).toBe(202)
  expect(res.json().marketplace).toBe('afternic')
  return waitForImport(t, headers, res.json().importId)
}

const driftOf = (headers: Record<string, string>, importId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v2/marketplace-imports/${importId}/drift`, headers })

describe('drift check', () => {
  it('an Afternic export shows exactly the two drifted prices, ours next to theirs', async () => {
    const { me, cheaper, dearer, csv } = await driftScenario()
    const done = await driftCheck(me.headers, csv)
    expect(done).toMatchObject({ state: 'completed', rowsRead: 5, rowsMapped: 5, rowsDrifted: 2 })
    const drift = (await driftOf(me.headers, done.importId)).json()
    expect(drift.total).toBe(2)
    expect(drift.items).toEqual([
      {
        domainName: cheaper,
        fields: [{ field: 'buynowPrice', ours: 2000 * USD, theirs: 1500 * USD, canAlign: true }],
      },
      {
        domainName: dearer,
        fields: [{ field: 'buynowPrice', ours: 2000 * USD, theirs: 2500 * USD, canAlign: true }],
      },
    ])
  })

  it("another seller's domain in the file is never compared, and their import is not found", async () => {
    const { me, other, theirs, csv } = await driftScenario()
    const done = await driftCheck(me.headers, csv)
    const names = (await driftOf(me.headers, done.importId))
      .json()
      .items.map((i: { domainName: string }) => i.domainName)
    expect(names).not.toContain(theirs)
    expect((await listingOf(theirs))?.buynow).toBe(10 * USD)
    for (const url of [
      `/api/v2/marketplace-imports/${done.importId}`,
      `/api/v2/marketplace-imports/${done.importId}/drift`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(
        404,
      )
    }
    const align = await t.app.inject({
      method: 'POST',
      url: `/api/v2/marketplace-imports/${done.importId}/align`,
      headers: other.headers,
      payload: { all: true },
    })
    expect(align.statusCode).toBe(404)
  })

  it('aligning one domain takes their price through the bulk edit path, undoable', async () => {
    const { me, cheaper, dearer, csv } = await driftScenario()
    const done = await driftCheck(me.headers, csv)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/marketplace-imports/${done.importId}/align`,
      headers: me.headers,
      payload: { domainNames: [cheaper] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ updated: 1, refused: [] })
    expect((await listingOf(cheaper))?.buynow).toBe(1500 * USD)
    expect((await listingOf(dearer))?.buynow).toBe(2000 * USD)
    const left = (await driftOf(me.headers, done.importId)).json()
    expect(left.items.map((i: { domainName: string }) => i.domainName)).toEqual([dearer])
    const edits = await t.app.inject({
      method: 'GET',
      url: '/api/v2/domains/bulkEdits',
      headers: me.headers,
    })
    expect(edits.json().undoableId).toBe(res.json().bulkEditId)
  })

  it('align all leaves no drift behind', async () => {
    const { me, cheaper, dearer } = await driftScenario()
    const csv = AFTERNIC_HEADER + `${cheaper},1500,1000,,USD\n${dearer},2500,1000,,USD\n`
    const done = await driftCheck(me.headers, csv)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/marketplace-imports/${done.importId}/align`,
      headers: me.headers,
      payload: { all: true },
    })
    expect(res.json()).toMatchObject({ updated: 2, refused: [] })
    expect((await driftOf(me.headers, done.importId)).json().total).toBe(0)
  })
})

describe('lease terms and nameservers', () => {
  it('shows lease and nameserver differences; aligning sets the lease, never the nameservers', async () => {
    const me = await t.signedInSeller()
    const name = `lease-${uniqueSuffix()}.com`
    await t.factories.domain({
      sellerId: me.user.id,
      name,
      status: 'ACTIVE',
      buynowPriceMicros: 2000 * USD,
      leasingEnabled: false,
      marketplaceNameserver: false,
    })
    const csv =
      'Domain Name,Buy Now Price,Floor Price,Minimum Offer,Lease To Own,LTO Max Months,Nameservers\n' +
      `${name},2000,,,Yes,12,ns1.namefolio.test ns2.namefolio.test\n`
    const done = await driftCheck(me.headers, csv)
    const [drifted] = (await driftOf(me.headers, done.importId)).json().items
    expect(drifted.fields).toEqual([
      { field: 'leasingEnabled', ours: false, theirs: true, canAlign: true },
      { field: 'maxLeasePeriod', ours: 2, theirs: 12, canAlign: true },
      {
        field: 'nameservers',
        ours: 'elsewhere',
        theirs: 'ns1.namefolio.test ns2.namefolio.test',
        canAlign: false,
      },
    ])
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/marketplace-imports/${done.importId}/align`,
      headers: me.headers,
      payload: { all: true },
    })
    const after = (await driftOf(me.headers, done.importId)).json()
    expect(after.items[0].fields.map((f: { field: string }) => f.field)).toEqual(['nameservers'])
  })
})

describe('files refused as a whole', () => {
  it.each([
    ['a header no marketplace writes', 'name,price\na.com,1\n', LAYOUT_ERRORS.unknown],
    ['an empty file', '', IMPORT_FILE_ERRORS.empty],
    ['a binary file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), IMPORT_FILE_ERRORS.binary],
  ])('%s is a 400 with its key, and nothing is kept', async (_what, file, code) => {
    const me = await t.signedInSeller()
    const res = await postExport(t, me.headers, file, { purpose: 'drift' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe(code)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/marketplace-imports',
      headers: me.headers,
    })
    expect(list.json().total).toBe(0)
  })

  it('garbage rows under a valid header are each reported with a reason, none lost', async () => {
    const me = await t.signedInSeller()
    const junk = ['%%%,,,', ',,,,,,,,,,,,', 'a'.repeat(500), '💥.com,1e9', 'x.com,"one hundred"']
    const res = await postExport(t, me.headers, AFTERNIC_HEADER + junk.join('\n'), {
      purpose: 'migrate',
    })
    const done = await waitForImport(t, me.headers, res.json().importId)
    expect(done).toMatchObject({ state: 'completed', error: null, rowsRead: 5, rowsUnmapped: 5 })
  })

  it('an unclosed quote fails the import with the malformed-file key, not a 5xx', async () => {
    const me = await t.signedInSeller()
    const res = await postExport(t, me.headers, `${AFTERNIC_HEADER}"open.com,100\n`, {
      purpose: 'drift',
    })
    expect(res.statusCode).toBe(202)
    const done = await waitForImport(t, me.headers, res.json().importId)
    expect(done).toMatchObject({ state: 'failed', error: IMPORT_FILE_ERRORS.malformed })
  })

  it('a purpose other than drift or migrate is refused', async () => {
    const me = await t.signedInSeller()
    const res = await postExport(t, me.headers, AFTERNIC_HEADER, { purpose: 'steal' })
    expect(res.json().error.fields[0].code).toBe(IMPORT_FILE_ERRORS.purpose)
  })
})

describe('migration import', () => {
  it('a Sedo export adds new names with prices, lease terms and landers, and reports the rest', async () => {
    const me = await t.signedInSeller()
    const s = uniqueSuffix()
    const held = `held-${s}.com`
    await t.factories.domain({ sellerId: me.user.id, name: held })
    const csv =
      'Domain;Price;Minimum Price;Currency;Listing Type;Installments;Installment Months\n' +
      `fixed-${s}.com;1.500,00;;USD;Fixed price;yes;24\n` +
      `offer-${s}.com;;100;USD;Make offer;no;\n` +
      `${held};900;;USD;Fixed price;no;\n` +
      `euro-${s}.com;900;;EUR;Fixed price;no;\n` +
      `auction-${s}.com;900;;USD;Auction;no;\n` +
      `low-${s}.com;10;;USD;Fixed price;no;\n`
    const res = await postExport(t, me.headers, csv, { purpose: 'migrate', fileName: 'sedo.csv' })
    expect(res.statusCode).toBe(202)
    const done = await waitForImport(t, me.headers, res.json().importId)
    expect(done).toMatchObject({
      marketplace: 'sedo',
      state: 'completed',
      rowsRead: 6,
      rowsAdded: 2,
      rowsInPortfolio: 1,
      rowsUnmapped: 3,
    })
    const [fixed] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`
        select buynow_price_micros::float8 as buynow, leasing_enabled, max_lease_period,
               lander_template from domains where name = ${`fixed-${s}.com`}`),
    )
    expect(fixed).toEqual({
      buynow: 1500 * USD,
      leasing_enabled: true,
      max_lease_period: 24,
      lander_template: 'BUY_NOW',
    })
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketplace-imports/${done.importId}/unmapped`,
      headers: me.headers,
    })
    expect(report.headers['content-type']).toContain('text/csv')
    const lines = report.body.trim().split('\n')
    expect(lines).toHaveLength(4)
    expect(report.body).toContain(ROW_ERRORS.currency)
    expect(report.body).toContain(ROW_ERRORS.lander)
    expect(report.body).toContain(PRICE_ERRORS.buyNowLow)
  })
})
