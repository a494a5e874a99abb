import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { domains } from '../../db/schema/domains.ts'
import { createBulkEdit } from './bulk-edits.repository.ts'
import { undoableFields, undoBulkEditStep } from './undo.repository.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const USD = 1_000_000
const { json } = userRequests(() => t)
const keep = { mode: 'keep' } as const

describe('an undo walks the edit in batches, by domain id (decision 279)', () => {
  it('restores every domain across batches, once, and skips one changed since', async () => {
    const seller = await t.factories.seller()
    const made = []
    for (let i = 0; i < 5; i++) {
      made.push(await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 1000 * USD }))
    }
    const applied = await json(seller, 'POST', '/api/v2/domains/reprice', {
      selection: { kind: 'names', domainNames: made.map((d) => d.name) },
      reprice: { buyNow: { mode: 'percent', pct: 10 }, floor: keep, minBid: keep },
    })
    expect(applied.body).toMatchObject({ mode: 'done', edit: { updated: 5 } })
    const editId = applied.body.edit.id
    // One domain is repriced by hand after the edit: the later change must win.
    await t.db
      .update(domains)
      .set({ buynowPriceMicros: 2000 * USD })
      .where(eq(domains.id, made[2]!.id))

    const undo = await createBulkEdit(t.db, {
      sellerId: seller.id,
      actorId: seller.id,
      kind: 'undo',
      request: { bulkEditId: editId },
    })
    const fields = await undoableFields(t.db, seller.id, editId)
    const step = { sellerId: seller.id, actorId: seller.id, bulkEditId: editId, undoId: undo.id }
    const batches = []
    let after: string | null = null
    for (;;) {
      const batch = await undoBulkEditStep(t.db, {
        ...step,
        fields,
        afterDomainId: after,
        batchSize: 2,
      })
      batches.push(batch)
      after = batch.lastDomainId ?? after
      if (batch.read < 2) break
    }
    expect(batches.map((b) => b.read)).toEqual([2, 2, 1])
    expect(batches.reduce((n, b) => n + b.restored, 0)).toBe(4)
    expect(batches.reduce((n, b) => n + b.matched, 0)).toBe(5)

    const prices = await t.db
      .select({ id: domains.id, buyNow: domains.buynowPriceMicros })
      .from(domains)
      .where(eq(domains.sellerId, seller.id))
    const byId = new Map(prices.map((p) => [p.id, p.buyNow]))
    made.forEach((d, i) => expect(byId.get(d.id)).toBe(i === 2 ? 2000 * USD : 1000 * USD))
  })
})
