import { describe, expect, it } from 'vitest'
import { sldLength } from '@namefolio/core/domains/domain-name'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { domains } from '../../db/schema/domains.ts'

const t = testAppForFile()

const USD = 1_000_000
const { json } = userRequests(() => t)
const keep = { mode: 'keep' } as const

async function manyDomains(sellerId: string, count: number, price: (i: number) => number) {
  const s = uniqueSuffix()
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `rp${i}-${s}.com`
    return {
      sellerId,
      name,
      displayName: name,
      tld: 'com',
      sldLength: sldLength(name),
      buynowPriceMicros: price(i) * USD,
    }
  })
  for (let i = 0; i < rows.length; i += 500)
    await t.db.insert(domains).values(rows.slice(i, i + 500))
}

describe('a reprice over more than 1000 names runs as a job (decisions 203, 252, 277)', () => {
  it('reprices the whole filter in batches with progress, then lists and undoes it', async () => {
    const seller = await t.factories.seller()
    // 1200 names; every 100th at $45,500,000 goes over the ceiling with +10 % (spec §5).
    await manyDomains(seller.id, 1200, (i) => (i % 100 === 0 ? 45_500_000 : 1000))
    const input = {
      selection: { kind: 'filter', filter: { view: 'selling' } },
      reprice: { buyNow: { mode: 'percent', pct: 10 }, floor: keep, minBid: keep },
    }
    const preview = await json(seller, 'POST', '/api/v2/domains/reprice/preview', input)
    expect(preview.body).toMatchObject({ matched: 1200, changing: 1188, refused: 12 })
    const accepted = await json(seller, 'POST', '/api/v2/domains/reprice', input)
    expect(accepted.body.mode).toBe('job')
    const url = `/api/v2/domains/reprice/jobs/${accepted.body.job.jobId}`
    let job = (await json(seller, 'GET', url)).body
    for (let i = 0; i < 600 && ['queued', 'running'].includes(job.state); i++) {
      await new Promise((r) => setTimeout(r, 100))
      job = (await json(seller, 'GET', url)).body
    }
    expect(job).toMatchObject({
      state: 'completed',
      progress: { done: 1200, total: 1200 },
      bulkEditId: accepted.body.job.bulkEditId,
    })
    const list = (await json(seller, 'GET', '/api/v2/domains/bulkEdits')).body
    expect(list.items[0]).toMatchObject({
      kind: 'reprice',
      state: 'completed',
      matched: 1200,
      updated: 1188,
      refused: 12,
      refusedByRule: [{ code: 'editDomain.prices.errorLimit', count: 12 }],
    })
    const stranger = await t.factories.seller()
    expect((await json(stranger, 'GET', url)).status).toBe(404)

    // Decision 279: an undo of more than 1000 domains runs as a job, in batches.
    const undo = await json(seller, 'POST', '/api/v2/domains/bulkEdits/undo', {
      bulkEditId: list.undoableId,
    })
    expect(undo.body.mode).toBe('job')
    const undoUrl = `/api/v2/domains/bulkEdits/jobs/${undo.body.job.jobId}`
    let undoJob = (await json(seller, 'GET', undoUrl)).body
    for (let i = 0; i < 600 && ['queued', 'running'].includes(undoJob.state); i++) {
      await new Promise((r) => setTimeout(r, 100))
      undoJob = (await json(seller, 'GET', undoUrl)).body
    }
    expect(undoJob).toMatchObject({
      state: 'completed',
      progress: { done: 1188, total: 1188 },
      bulkEditId: undo.body.job.bulkEditId,
    })
    expect((await json(stranger, 'GET', undoUrl)).status).toBe(404)
    const afterUndo = (await json(seller, 'GET', '/api/v2/domains/bulkEdits')).body
    expect(afterUndo.items[0]).toMatchObject({
      id: undo.body.job.bulkEditId,
      kind: 'undo',
      state: 'completed',
      updated: 1188,
      refused: 0,
    })
    const page = (await json(seller, 'GET', '/api/v2/domains?limit=1&sort=price.buyNow&order=desc'))
      .body
    expect(page.items[0].buynowPriceMicros).toBe(45_500_000 * USD)
    const cheap = (await json(seller, 'GET', '/api/v2/domains?limit=1&sort=price.buyNow&order=asc'))
      .body
    expect(cheap.items[0].buynowPriceMicros).toBe(1000 * USD)
  })
})
