import { describe, expect, it } from 'vitest'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { domains } from '../../db/schema/domains.ts'
import { sldLength } from '@namefolio/core/domains/domain-name'
import { eq, sql } from 'drizzle-orm'
import { bulkEditStep } from './portfolio-bulk.repository.ts'

const t = testAppForFile()

const USD = 1_000_000

const { inject: send } = userRequests(() => t)

/** Many rows at once, set-based, as the bulk tests need more than the inline limit. */
async function manyDomains(
  sellerId: string,
  count: number,
  values: Partial<typeof domains.$inferInsert> = {},
) {
  const s = uniqueSuffix()
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `bulk${i}-${s}.com`
    return { sellerId, name, displayName: name, tld: 'com', sldLength: sldLength(name), ...values }
  })
  for (let i = 0; i < rows.length; i += 500)
    await t.db.insert(domains).values(rows.slice(i, i + 500))
}

describe('bulk edit, PATCH /api/v2/domains and /update (spec §3 "Bulk edit")', () => {
  it('applies the modifications to the listed domains in one statement, with history', async () => {
    const seller = await t.factories.seller()
    const a = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 1000 * USD })
    const b = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 2000 * USD })
    for (const url of ['/api/v2/domains', '/api/v2/domains/update']) {
      const res = await send(seller, 'PATCH', url, {
        domains: [a.name, b.name],
        modifications: {
          landerTemplate: 'LEASE_TO_OWN',
          leasingEnabled: true,
          maxLeasePeriod: 12,
          canFastTransfer: true,
        },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json(), url).toMatchObject({ matched: 2, updated: 2, skipped: 0 })
    }
    const row = (await send(seller, 'GET', `/api/v2/domains/${a.name}`)).json()
    expect(row).toMatchObject({
      landerTemplate: 'LEASE_TO_OWN',
      intakeStyle: 'LEASE_TO_OWN',
      leasingEnabled: true,
      maxLeasePeriod: 12,
      canFastTransfer: true,
    })
    const history = (await send(seller, 'GET', `/api/v2/domains/${a.name}/history`)).json()
    expect(history.total).toBe(1)
    expect(history.items[0].source).toBe('bulkEdit')
    expect(history.items[0].changes).toEqual(
      expect.arrayContaining([{ field: 'leasingEnabled', from: false, to: true }]),
    )
  })

  it('skips rows a §5 rule refuses, with the message key', async () => {
    const seller = await t.factories.seller()
    const ok = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 1000 * USD })
    const cheap = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: 100 * USD })
    const none = await t.factories.domain({ sellerId: seller.id, buynowPriceMicros: null })
    const lto = await send(seller, 'PATCH', '/api/v2/domains', {
      domains: [ok.name, cheap.name],
      modifications: { leasingEnabled: true },
    })
    expect(lto.json()).toMatchObject({
      matched: 2,
      updated: 1,
      skipped: 1,
      skippedSample: [{ domainName: cheap.name, code: 'portfolio.tooltip.binLto.invalidPrice' }],
    })
    const bin = await send(seller, 'PATCH', '/api/v2/domains', {
      domains: [none.name],
      modifications: { landerTemplate: 'BUY_NOW' },
    })
    expect(bin.json().skippedSample).toEqual([
      { domainName: none.name, code: 'portfolio.growl.lander.error.buyNow' },
    ])
    const period = await send(seller, 'PATCH', '/api/v2/domains', {
      domains: [ok.name],
      modifications: { maxLeasePeriod: 60 },
    })
    expect(period.json().skippedSample).toEqual([
      { domainName: ok.name, code: 'editDomain.lease.maxLeasePeriod.range' },
    ])
  })

  it('refuses an empty set of modifications', async () => {
    const seller = await t.factories.seller()
    const res = await send(seller, 'PATCH', '/api/v2/domains', {
      domains: ['a.com'],
      modifications: {},
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe('domains.bulkEdit.error.noModification')
  })
})

describe('POST /api/v2/domains/bulkOperation (spec §3, §7; decision 203)', () => {
  it('edits a small selection in the request', async () => {
    const seller = await t.factories.seller()
    const a = await t.factories.domain({ sellerId: seller.id })
    const res = await send(seller, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'edit',
      selection: { kind: 'names', domainNames: [a.name] },
      modifications: { hidden: true },
    })
    expect(res.json()).toEqual({
      mode: 'done',
      result: {
        operation: 'edit',
        matched: 1,
        affected: 1,
        skipped: 0,
        bulkEditId: expect.any(String),
        parked: { kept: 0, left: 0 },
      },
    })
  })

  it("deletes by filter, minus the unticked rows, only among the seller's own domains", async () => {
    const seller = await t.factories.seller()
    const other = await t.factories.seller()
    const keep = await t.factories.domain({ sellerId: seller.id, status: 'COMPLIANCE_REVIEW' })
    await t.factories.domain({ sellerId: seller.id, status: 'COMPLIANCE_REVIEW' })
    await t.factories.domain({ sellerId: seller.id, status: 'ACTIVE' })
    await t.factories.domain({ sellerId: other.id, status: 'COMPLIANCE_REVIEW' })
    const res = await send(seller, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'delete',
      selection: { kind: 'filter', filter: { filter: ['review'] }, excludeNames: [keep.name] },
    })
    expect(res.json()).toMatchObject({ mode: 'done', result: { matched: 1, affected: 1 } })
    expect((await send(seller, 'GET', '/api/v2/domains')).json().total).toBe(2)
    expect((await send(other, 'GET', '/api/v2/domains')).json().total).toBe(1)
  })

  it("runs a large selection as a job with progress, and its status is the owner's only", async () => {
    const seller = await t.factories.seller()
    await manyDomains(seller.id, 1200, { buynowPriceMicros: 1000 * USD })
    const res = await send(seller, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'edit',
      selection: { kind: 'filter', filter: {} },
      modifications: { featured: true },
    })
    expect(res.statusCode).toBe(200)
    const accepted = res.json()
    expect(accepted.mode).toBe('job')
    let status = await send(seller, 'GET', `/api/v2/domains/bulkOperation/${accepted.job.jobId}`)
    for (let i = 0; i < 600 && ['queued', 'running'].includes(status.json().state); i++) {
      await new Promise((r) => setTimeout(r, 100))
      status = await send(seller, 'GET', `/api/v2/domains/bulkOperation/${accepted.job.jobId}`)
    }
    expect(status.json()).toMatchObject({
      state: 'completed',
      progress: { done: 1200, total: 1200 },
      result: { operation: 'edit', matched: 1200, affected: 1200, skipped: 0 },
    })
    const page = (
      await send(seller, 'GET', '/api/v2/domains?limit=1&sort=featured&order=asc')
    ).json()
    expect(page.items[0].featured).toBe(true)
    const stranger = await t.factories.seller()
    expect(
      (await send(stranger, 'GET', `/api/v2/domains/bulkOperation/${accepted.job.jobId}`))
        .statusCode,
    ).toBe(404)
    expect((await send(seller, 'GET', '/api/v2/domains/bulkOperation/not-a-job')).statusCode).toBe(
      404,
    )
    const again = await send(
      seller,
      'POST',
      `/api/v2/domains/bulkOperation/${accepted.job.jobId}/cancel`,
    )
    expect(again.statusCode).toBe(409)
  })
})

describe('bulk edit storage (decision 253)', () => {
  it('updates rows in place (HOT, no index entries) when it edits only columns no index holds', async () => {
    const seller = await t.factories.seller()
    await manyDomains(seller.id, 40, { buynowPriceMicros: 1000 * USD })
    const counts = await t.db.transaction(async (tx) => {
      // This connection's own counts (not yet flushed to the shared statistics, so other test
      // files' writes do not show), read before and after the statement.
      const read = async () => {
        const result = await tx.execute(sql`select
          pg_stat_get_xact_tuples_updated('domains'::regclass)::int as updated,
          pg_stat_get_xact_tuples_hot_updated('domains'::regclass)::int as hot`)
        const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
        return rows[0] as { updated: number; hot: number }
      }
      const before = await read()
      const step = await bulkEditStep(tx, {
        where: eq(domains.sellerId, seller.id),
        actorId: seller.id,
        source: 'bulkEdit',
        modifications: { canFastTransfer: true, leasingEnabled: true, maxLeasePeriod: 12 },
      })
      const after = await read()
      return {
        affected: step.affected,
        updated: after.updated - before.updated,
        hot: after.hot - before.hot,
      }
    })
    expect(counts).toEqual({ affected: 40, updated: 40, hot: 40 })
    // Still one history row per changed domain.
    const history = await t.db.execute(
      sql`select count(*)::int as n from domain_history where seller_id = ${seller.id}`,
    )
    const rows = Array.isArray(history) ? history : (history as { rows: unknown[] }).rows
    expect(rows[0]).toEqual({ n: 40 })
  })
})
