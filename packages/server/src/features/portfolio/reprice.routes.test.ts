import { describe, expect, it } from 'vitest'
import { REPRICE_CASES } from '@namefolio/core/portfolio/bulk-reprice.cases'
import { repriceRow } from '@namefolio/core/portfolio/bulk-reprice'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { cohortOf } from '../../test/cohorts.ts'
import { userRequests } from '../../test/user-requests.ts'
import { featureFlags } from '../../db/schema/feature-flags.ts'

const t = testAppForFile()

const USD = 1_000_000
const { inject: send, json } = userRequests(() => t)
const keep = { mode: 'keep' } as const
const plus10 = { buyNow: { mode: 'percent', pct: 10 }, floor: keep, minBid: keep }
const orNull = (micros: number) => (micros === 0 ? null : micros)

/** A domain of the seller's with a $1,000 buy-now price, and a selection of just that name. */
async function thousandDollarDomain(sellerId: string) {
  const { name } = await t.factories.domain({ sellerId, buynowPriceMicros: 1000 * USD })
  return { name, selection: { kind: 'names', domainNames: [name] } }
}

describe('reprice preview and apply in SQL keep core’s rules (spec §5; decision 276)', () => {
  it('every shared case comes out of SQL as core computes it', async () => {
    const seller = await t.factories.seller()
    for (const c of REPRICE_CASES) {
      const d = await t.factories.domain({
        sellerId: seller.id,
        buynowPriceMicros: orNull(c.row.buyNowMicros),
        floorPriceMicros: orNull(c.row.floorMicros),
        minbidPriceMicros: orNull(c.row.minBidMicros),
        leasingEnabled: c.row.leasingEnabled,
      })
      const selection = { kind: 'names', domainNames: [d.name] }
      const expected = repriceRow(c.row, c.request)
      const preview = await json(seller, 'POST', '/api/v2/domains/reprice/preview', {
        selection,
        reprice: c.request,
      })
      expect(preview.status, c.name).toBe(200)
      expect(preview.body, c.name).toMatchObject({
        matched: 1,
        changing: expected.outcome === 'changing' ? 1 : 0,
        unchanged: expected.outcome === 'unchanged' ? 1 : 0,
        refused: expected.outcome === 'refused' ? 1 : 0,
        refusedByRule: expected.outcome === 'refused' ? [{ code: expected.code, count: 1 }] : [],
      })
      if (expected.outcome === 'changing') {
        expect(preview.body.examples[0].after, c.name).toEqual(expected.after)
      }
      const applied = await json(seller, 'POST', '/api/v2/domains/reprice', {
        selection,
        reprice: c.request,
      })
      expect(applied.status, c.name).toBe(202)
      const row = (await json(seller, 'GET', `/api/v2/domains/${d.name}`)).body
      const after = expected.outcome === 'changing' ? expected.after : c.row
      expect(
        {
          buyNowMicros: row.buynowPriceMicros ?? 0,
          floorMicros: row.floorPriceMicros ?? 0,
          minBidMicros: row.minbidPriceMicros ?? 0,
        },
        c.name,
      ).toEqual({
        buyNowMicros: after.buyNowMicros,
        floorMicros: after.floorMicros,
        minBidMicros: after.minBidMicros,
      })
    }
  })
})

describe('POST /api/v2/domains/reprice (issue 15 "Repricing many names")', () => {
  it('previews counts and examples, applies, records history and refusals, and undoes', async () => {
    const seller = await t.factories.seller()
    const s = uniqueSuffix()
    const a = await t.factories.domain({
      sellerId: seller.id,
      name: `a-${s}.com`,
      buynowPriceMicros: 1000 * USD,
    })
    const b = await t.factories.domain({
      sellerId: seller.id,
      name: `b-${s}.com`,
      buynowPriceMicros: 2000 * USD,
      floorPriceMicros: 1500 * USD,
    })
    const c = await t.factories.domain({
      sellerId: seller.id,
      name: `c-${s}.com`,
      buynowPriceMicros: 45_500_000 * USD,
    })
    const selection = { kind: 'names', domainNames: [a.name, b.name, c.name] }
    const preview = await json(seller, 'POST', '/api/v2/domains/reprice/preview', {
      selection,
      reprice: plus10,
    })
    expect(preview.body).toEqual({
      matched: 3,
      changing: 2,
      unchanged: 0,
      refused: 1,
      refusedByRule: [{ code: 'editDomain.prices.errorLimit', count: 1 }],
      examples: [
        {
          domainName: a.name,
          before: { buyNowMicros: 1000 * USD, floorMicros: 0, minBidMicros: 0 },
          after: { buyNowMicros: 1100 * USD, floorMicros: 0, minBidMicros: 0 },
        },
        {
          domainName: b.name,
          before: { buyNowMicros: 2000 * USD, floorMicros: 1500 * USD, minBidMicros: 0 },
          after: { buyNowMicros: 2200 * USD, floorMicros: 1500 * USD, minBidMicros: 0 },
        },
      ],
    })
    const applied = await json(seller, 'POST', '/api/v2/domains/reprice', {
      selection,
      reprice: plus10,
    })
    expect(applied.body).toMatchObject({
      mode: 'done',
      edit: { kind: 'reprice', state: 'completed', matched: 3, updated: 2, refused: 1 },
    })
    const editId = applied.body.edit.id
    const history = (await json(seller, 'GET', `/api/v2/domains/${a.name}/history`)).body
    expect(history.items[0]).toMatchObject({
      source: 'reprice',
      changes: [{ field: 'buynowPriceMicros', from: 1000 * USD, to: 1100 * USD }],
    })

    const csv = await send(seller, 'GET', `/api/v2/domains/bulkEdits/${editId}/refusals.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'domain,reason_key,reason',
      `${c.name},editDomain.prices.errorLimit,"Prices must be below $50,000,000."`,
    ])

    const list = (await json(seller, 'GET', '/api/v2/domains/bulkEdits')).body
    expect(list.undoableId).toBe(editId)
    expect(list.items[0]).toMatchObject({
      id: editId,
      refusedByRule: [{ code: 'editDomain.prices.errorLimit', count: 1 }],
    })

    // b changed by hand since: the later change wins, b is skipped.
    expect(
      (await send(seller, 'PATCH', `/api/v2/domains/${b.name}`, { buynowPrice: 3000 * USD }))
        .statusCode,
    ).toBe(200)
    const undo = await json(seller, 'POST', '/api/v2/domains/bulkEdits/undo', {
      bulkEditId: editId,
    })
    expect(undo.status).toBe(200)
    expect(undo.body).toMatchObject({
      mode: 'done',
      restored: 1,
      skipped: 1,
      undo: { kind: 'undo', updated: 1, refused: 1 },
    })
    expect((await json(seller, 'GET', `/api/v2/domains/${a.name}`)).body.buynowPriceMicros).toBe(
      1000 * USD,
    )
    expect((await json(seller, 'GET', `/api/v2/domains/${b.name}`)).body.buynowPriceMicros).toBe(
      3000 * USD,
    )
    const undoHistory = (await json(seller, 'GET', `/api/v2/domains/${a.name}/history`)).body
    expect(undoHistory.items[0]).toMatchObject({
      source: 'undo',
      changes: [{ field: 'buynowPriceMicros', from: 1100 * USD, to: 1000 * USD }],
    })
    const after = (await json(seller, 'GET', '/api/v2/domains/bulkEdits')).body
    expect(after.undoableId).toBeNull()
    expect(after.items.find((i: { id: string }) => i.id === editId).undoneAt).not.toBeNull()
    const again = await json(seller, 'POST', '/api/v2/domains/bulkEdits/undo', {
      bulkEditId: editId,
    })
    expect(again.status).toBe(409)
    expect(again.body.error.fields[0].code).toBe('bulkEdits.undo.alreadyUndone')
  })

  it('is the seller’s own: names of others match nothing, their edits are not found', async () => {
    const owner = await t.factories.seller()
    const other = await t.factories.seller()
    const { selection } = await thousandDollarDomain(owner.id)
    const preview = await json(other, 'POST', '/api/v2/domains/reprice/preview', {
      selection,
      reprice: plus10,
    })
    expect(preview.body.matched).toBe(0)
    const applied = await json(owner, 'POST', '/api/v2/domains/reprice', {
      selection,
      reprice: plus10,
    })
    const id = applied.body.edit.id
    expect(
      (await send(other, 'GET', `/api/v2/domains/bulkEdits/${id}/refusals.csv`)).statusCode,
    ).toBe(404)
    const undo = await json(other, 'POST', '/api/v2/domains/bulkEdits/undo', { bulkEditId: id })
    expect(undo.status).toBe(404)
    expect(
      (await send(null, 'POST', '/api/v2/domains/reprice/preview', { selection, reprice: plus10 }))
        .statusCode,
    ).toBe(401)
  })

  it('undoes only the last edit: an older one answers 409 notLast', async () => {
    const seller = await t.factories.seller()
    const { name, selection } = await thousandDollarDomain(seller.id)
    const first = await json(seller, 'POST', '/api/v2/domains/reprice', {
      selection,
      reprice: plus10,
    })
    await json(seller, 'POST', '/api/v2/domains/reprice', { selection, reprice: plus10 })
    const undo = await json(seller, 'POST', '/api/v2/domains/bulkEdits/undo', {
      bulkEditId: first.body.edit.id,
    })
    expect(undo.status).toBe(409)
    expect(undo.body.error.fields[0].code).toBe('bulkEdits.undo.notLast')
    expect((await json(seller, 'GET', `/api/v2/domains/${name}`)).body.buynowPriceMicros).toBe(
      1210 * USD,
    )
  })

  it('refuses bad requests with a 400 and percent modes with the §6 flag off with a 403', async () => {
    const seller = await t.factories.seller()
    const cohortId = await cohortOf(t.db, [seller.id], 'no-percent')
    await t.db.insert(featureFlags).values({ key: 'percentPricing', cohortId, state: 'off' })
    const { selection } = await thousandDollarDomain(seller.id)
    const off = await json(seller, 'POST', '/api/v2/domains/reprice/preview', {
      selection,
      reprice: plus10,
    })
    expect(off.status).toBe(403)
    expect(off.body.error.fields[0].code).toBe('bulkReprice.error.percentPricingOff')
    const value = await json(seller, 'POST', '/api/v2/domains/reprice', {
      selection,
      reprice: { buyNow: { mode: 'set', usd: 1500 }, floor: keep, minBid: keep },
    })
    expect(value.body).toMatchObject({ mode: 'done', edit: { updated: 1 } })
    for (const reprice of [
      { buyNow: keep, floor: keep, minBid: keep },
      { buyNow: keep, floor: { mode: 'ofBuyNow', pct: 90 }, minBid: keep },
      { buyNow: { mode: 'set', usd: -5 }, floor: keep, minBid: keep },
    ]) {
      expect(
        (await send(seller, 'POST', '/api/v2/domains/reprice', { selection, reprice })).statusCode,
      ).toBe(400)
    }
  })
})
