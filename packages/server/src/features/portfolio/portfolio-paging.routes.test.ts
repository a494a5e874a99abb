import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import {
  ListDomainsQuerySchema,
  PORTFOLIO_SORT_KEYS,
} from '@namefolio/core/portfolio/portfolio.contract'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { listDomainsForSeller } from './portfolio.repository.ts'

const t = testAppForFile()

const USD = 1_000_000

const sessions = new Map<string, Record<string, string>>()
async function get(user: UserRow, url: string) {
  if (!sessions.has(user.id)) sessions.set(user.id, await t.signedIn(user))
  const res = await t.app.inject({ method: 'GET', url, headers: sessions.get(user.id)! })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    items: { name: string }[]
    total: number
    totalIsCapped?: boolean
    nextCursor?: string
    prevCursor?: string
  }
}

/** 13 domains with repeated and missing values, so ties and NULLs cross page boundaries. */
async function seedSeller() {
  const seller = await t.factories.seller()
  const base = Date.parse('2026-01-01T00:00:00.123456Z')
  for (let i = 0; i < 13; i++) {
    await t.factories.domain({
      sellerId: seller.id,
      name: `k${String(i).padStart(2, '0')}-${uniqueSuffix()}.${i % 3 === 0 ? 'net' : 'com'}`,
      buynowPriceMicros: i % 4 === 0 ? null : (100 + (i % 3)) * USD,
      statsViewsCount: i % 2,
      featured: i % 5 === 0,
      fastTransferStatus: i % 3 === 0 ? null : 'ACTIVE',
      createdAt: new Date(base + (i % 6) * 1000),
    })
  }
  return seller
}

describe('keyset cursors and totals (decisions 250, 251)', () => {
  it('walks every sort key in both directions by cursor, forward and back, like the offsets', async () => {
    const seller = await seedSeller()
    for (const sort of PORTFOLIO_SORT_KEYS) {
      for (const order of ['asc', 'desc']) {
        const q = `/api/v2/domains?sort=${sort}&order=${order}`
        const all = (await get(seller, `${q}&limit=100`)).items.map((d) => d.name)
        expect(all).toHaveLength(13)
        const pages: string[][] = []
        let page = await get(seller, `${q}&limit=5`)
        expect(page.prevCursor).toBeUndefined()
        pages.push(page.items.map((d) => d.name))
        while (page.nextCursor) {
          const next = await get(seller, `${q}&limit=5&cursor=${page.nextCursor}`)
          if (next.items.length === 0) break
          expect(next.prevCursor).toBeDefined()
          const back = await get(seller, `${q}&limit=5&cursor=${next.prevCursor}`)
          expect(
            back.items.map((d) => d.name),
            `${sort} ${order} back`,
          ).toEqual(pages[pages.length - 1])
          page = next
          pages.push(page.items.map((d) => d.name))
        }
        expect(pages.flat(), `${sort} ${order}`).toEqual(all)
        // Offsets in the second half are read from the other end: same rows.
        for (const [offset, limit] of [
          [8, 3],
          [10, 5],
          [13, 5],
        ] as const) {
          const page = await listDomainsForSeller(
            t.db,
            seller.id,
            ListDomainsQuerySchema.parse({ sort, order, offset, limit }),
            { searchStats: false, nameserverData: false },
            (id) => id,
            1,
          )
          expect(page.items.map((d) => d.name)).toEqual(all.slice(offset, offset + limit))
        }
      }
    }
  }, 180_000)

  it('refuses a cursor of another sort', async () => {
    const seller = await seedSeller()
    const page = await get(seller, '/api/v2/domains?sort=domain&order=asc&limit=5')
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/domains?sort=tld&order=asc&cursor=${page.nextCursor}`,
      headers: await t.signedIn(seller),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
  })

  it('keeps the per-seller counts exact through inserts, updates and deletes', async () => {
    const seller = await seedSeller()
    const exact = async (where: string) => {
      const rows = (await t.db.execute(
        sql.raw(
          `select count(*)::int as n from domains where seller_id = '${seller.id}' and ${where}`,
        ),
      )) as unknown
      const list = Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows
      return Number(list[0].n)
    }
    const check = async () => {
      expect((await get(seller, '/api/v2/domains?limit=1')).total).toBe(
        await exact(`sold_at is null and leased_at is null and landing_page = 'SALES'`),
      )
      expect((await get(seller, '/api/v2/domains?limit=1&filter=buyNowMissing')).total).toBe(
        await exact(
          `sold_at is null and leased_at is null and landing_page = 'SALES' and coalesce(buynow_price_micros, 0) = 0`,
        ),
      )
      expect((await get(seller, '/api/v2/domains?limit=1&view=sold')).total).toBe(
        await exact('sold_at is not null'),
      )
    }
    await check()
    await t.db.execute(
      sql.raw(
        `update domains set sold_at = now() where seller_id = '${seller.id}' and name like 'k0%'`,
      ),
    )
    await t.db.execute(
      sql.raw(`update domains set buynow_price_micros = null where seller_id = '${seller.id}'`),
    )
    await check()
    await t.db.execute(
      sql.raw(`delete from domains where seller_id = '${seller.id}' and name like 'k1%'`),
    )
    await check()
  })

  it(
    'counts a filter the buckets cannot answer up to 10,000 and says so above it',
    { timeout: 120_000 },
    async () => {
      const seller = await t.factories.seller()
      const suffix = uniqueSuffix()
      await t.db.execute(
        sql.raw(`insert into domains (seller_id, name, display_name, tld, sld_length, buynow_price_micros)
        select '${seller.id}', 'c' || n || '-${suffix}.com', 'c' || n || '-${suffix}.com', 'com', 12, 500000000
        from generate_series(1, 10005) n`),
      )
      const capped = await get(seller, `/api/v2/domains?limit=1&buyNowMinMicros=${100 * USD}`)
      expect(capped).toMatchObject({ total: 10000, totalIsCapped: true })
      const exact = await get(seller, '/api/v2/domains?limit=1')
      expect(exact.total).toBe(10005)
      expect(exact.totalIsCapped).toBeUndefined()
      const stats = await t.app.inject({
        method: 'GET',
        url: '/api/v2/stats/listings',
        headers: await t.signedIn(seller),
      })
      expect(stats.json()).toMatchObject({ total: 10005, views: { selling: 10005, sold: 0 } })
    },
  )
})
