import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()

const USD = 1_000_000
const { inject: send, json } = userRequests(() => t)

describe('settings bulk edits name their refusals and what they did to parked names (issue 15 "Feedback")', () => {
  it('records the edit, names each refused domain with the rule, and can be undone', async () => {
    const seller = await t.factories.seller()
    const ok = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 1000 * USD })
    const cheap = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 100 * USD })
    const res = await json(seller, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'edit',
      selection: { kind: 'names', domainNames: [ok.name, cheap.name] },
      modifications: { leasingEnabled: true },
    })
    expect(res.body.result).toMatchObject({ affected: 1, skipped: 1, parked: { kept: 0, left: 0 } })
    const editId = res.body.result.bulkEditId
    const list = (await json(seller, 'GET', '/api/v2/domains/bulkEdits')).body
    expect(list.items[0]).toMatchObject({
      id: editId,
      kind: 'settings',
      matched: 2,
      updated: 1,
      refused: 1,
      refusedByRule: [{ code: 'portfolio.tooltip.binLto.invalidPrice', count: 1 }],
    })
    const csv = await send(seller, 'GET', `/api/v2/domains/bulkEdits/${editId}/refusals.csv`)
    expect(csv.body).toContain(
      `${cheap.name},portfolio.tooltip.binLto.invalidPrice,"With lease to own, the buy-now price must be between $495 and $100,000."`,
    )
    const undo = await json(seller, 'POST', '/api/v2/domains/bulkEdits/undo', {
      bulkEditId: editId,
    })
    expect(undo.body).toMatchObject({ mode: 'done', restored: 1, skipped: 0 })
    expect((await json(seller, 'GET', `/api/v2/domains/${ok.name}`)).body.leasingEnabled).toBe(
      false,
    )
  })

  it('says how many parked names kept cash parking and how many left it', async () => {
    const seller = await t.factories.seller()
    const parked = {
      landingPage: 'PARKING',
      landerTemplate: 'CASH_PARKING',
      buynowPriceMicros: 1000 * USD,
    } as const
    const a = await t.factories.domain({ sellerId: seller.id, ...parked })
    const b = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 1000 * USD })
    // An intake style change (PATCH, spec §3 key) keeps the Cash Parking lander of parked names.
    const kept = await json(seller, 'PATCH', '/api/v2/domains', {
      domains: [a.name, b.name],
      modifications: { intakeStyle: 'BUY_NOW' },
    })
    expect(kept.body).toMatchObject({ updated: 2, parked: { kept: 1, left: 0 } })
    // A lander template other than Cash Parking moves parked names off parking.
    const left = await json(seller, 'PATCH', '/api/v2/domains', {
      domains: [a.name, b.name],
      modifications: { landerTemplate: 'PRICE_FORM' },
    })
    expect(left.body).toMatchObject({ updated: 2, parked: { kept: 0, left: 1 } })
  })
})
