import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { LANDER_TEMPLATES } from '@namefolio/core/landers/lander-template'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { rowsOf } from '../../db/rows-of.ts'
import type { UserRow } from '../../db/schema/users.ts'

/**
 * Decision 1160: the orders of the bulk-editable keys live in `domain_sort_keys` and
 * `listed_prices`, kept by triggers on `domains`. These tests recompute both from the domains'
 * own columns after every kind of write, and compare the list's sorts with the columns' order.
 */
const t = testAppForFile()

const USD = 1_000_000
const NO_PRICE = '9223372036854775807'
const TEMPLATES_IN_BYTE_ORDER = [...LANDER_TEMPLATES].sort()

type DomainCols = {
  id: string
  seller_id: string
  name: string
  buynow_price_micros: string | null
  minbid_price_micros: string | null
  floor_price_micros: string | null
  featured: boolean
  hidden: boolean
  lander_template: string
  status: string
  landing_page: string
  sold_at: string | null
  leased_at: string | null
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf(await t.db.execute(query)) as T[]
}

/** The entries a domain should have, computed here rather than by the migration's function. */
function expectedEntries(d: DomainCols): string[] {
  const rank = TEMPLATES_IN_BYTE_ORDER.indexOf(d.lander_template as never) + 1
  const values = [
    d.buynow_price_micros ?? NO_PRICE,
    d.minbid_price_micros ?? NO_PRICE,
    d.floor_price_micros ?? NO_PRICE,
    d.featured ? '1' : '0',
    d.hidden ? '1' : '0',
    String(rank),
  ]
  const view = `${d.landing_page}|${d.status}|${d.sold_at !== null}|${d.leased_at !== null}`
  return values.map((v, i) => `${d.seller_id}|${i + 1}|${v}|${d.id}|${view}`)
}

/** Both side tables hold exactly what the domains rows say, for every id ever seen. */
async function expectSideDataOf(ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const domainRows = await rows<DomainCols>(
    sql`select id, seller_id, name, buynow_price_micros::text, minbid_price_micros::text,
      floor_price_micros::text, featured, hidden, lander_template, status, landing_page,
      sold_at::text, leased_at::text
      from domains where id in (${list})`,
  )
  const entries = await rows<{ e: string }>(
    sql`select concat_ws('|', seller_id, key, value, domain_id, landing_page, status, sold::text, leased::text)
      as e from domain_sort_keys where domain_id in (${list})`,
  )
  expect(entries.map((r) => r.e).sort()).toEqual(domainRows.flatMap(expectedEntries).sort())
  const listed = await rows<{ e: string }>(
    sql`select domain_id || '|' || coalesce(buynow_price_micros::text, '-') || '|' || name as e
      from listed_prices where domain_id in (${list})`,
  )
  const shouldList = domainRows
    .filter((d) => d.status === 'ACTIVE' && !d.hidden && d.sold_at === null)
    .map((d) => `${d.id}|${d.buynow_price_micros ?? '-'}|${d.name}`)
  expect(listed.map((r) => r.e).sort()).toEqual(shouldList.sort())
}

async function seedSeller() {
  const seller = await t.factories.seller()
  const ids: string[] = []
  for (let i = 0; i < 12; i++) {
    const d = await t.factories.domain({
      sellerId: seller.id,
      name: `sk${String(i).padStart(2, '0')}-${uniqueSuffix()}.com`,
      status: i % 5 === 0 ? 'INACTIVE' : 'ACTIVE',
      buynowPriceMicros: i % 4 === 0 ? null : (100 + (i % 3)) * USD,
      minbidPriceMicros: i % 3 === 0 ? null : (20 + (i % 2)) * USD,
      floorPriceMicros: i % 2 === 0 ? null : 30 * USD,
      featured: i % 3 === 1,
      hidden: i % 6 === 2,
      landerTemplate: LANDER_TEMPLATES[i % LANDER_TEMPLATES.length]!,
    })
    ids.push(d.id)
  }
  return { seller, ids }
}

async function send(user: UserRow, url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: await t.signedIn(user),
    payload,
  })
  expect(res.statusCode, res.body).toBeLessThan(300)
}

describe('bulk-editable sort keys outside the indexes of domains (decision 1160)', () => {
  it('keeps domain_sort_keys and listed_prices equal to the domains through every kind of write', async () => {
    const { seller, ids } = await seedSeller()
    const other = await t.factories.seller()
    await expectSideDataOf(ids)

    await send(seller, '/api/v2/domains/bulkOperation', {
      operation: 'edit',
      selection: { kind: 'filter', filter: { view: 'selling' } },
      modifications: { featured: true, hidden: false, landerTemplate: 'CUSTOM_LANDER' },
    })
    await expectSideDataOf(ids)

    await send(seller, '/api/v2/domains/reprice', {
      selection: { kind: 'filter', filter: { view: 'selling' } },
      reprice: {
        buyNow: { mode: 'percent', pct: 10 },
        floor: { mode: 'keep' },
        minBid: { mode: 'ofBuyNow', pct: 30 },
      },
    })
    await expectSideDataOf(ids)

    const [first, second, third, fourth] = ids as [string, string, string, string]
    await t.db.execute(sql`update domains set sold_at = now() where id = ${first}`)
    await t.db.execute(
      sql`update domains set leased_at = now(), status = 'INACTIVE' where id = ${fourth}`,
    )
    await t.db.execute(
      sql`update domains set hidden = true, buynow_price_micros = null where id = ${second}`,
    )
    await t.db.execute(sql`update domains set seller_id = ${other.id} where id = ${third}`)
    // A statement that changes none of the keys writes no entry and loses none.
    await t.db.execute(sql`update domains set visitor30_cnt = 3 where seller_id = ${seller.id}`)
    await expectSideDataOf(ids)

    await t.db.execute(sql`delete from domains where id in (${first}, ${third})`)
    await expectSideDataOf(ids)
  })

  it("sorts each view by each bulk-editable key in the order of the domains' own columns", async () => {
    const { seller } = await seedSeller()
    const headers = await t.signedIn(seller)
    const columnOf = {
      'price.buyNow': 'buynow_price_micros',
      'price.minBid': 'minbid_price_micros',
      'price.reservedFloor': 'floor_price_micros',
      featured: 'featured',
      hidden: 'hidden',
      landerTemplate: 'lander_template',
    }
    const views = {
      selling: `sold_at is null and leased_at is null and landing_page = 'SALES'`,
      'not-listed': `sold_at is null and leased_at is null and status = 'INACTIVE'`,
    }
    for (const [view, where] of Object.entries(views)) {
      for (const [sort, column] of Object.entries(columnOf)) {
        for (const order of ['asc', 'desc']) {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/v2/domains?view=${view}&sort=${sort}&order=${order}&limit=100`,
            headers,
          })
          const listed = (res.json() as { items: { name: string }[] }).items.map((d) => d.name)
          const expected = await rows<{ name: string }>(
            sql`select name from domains where seller_id = ${seller.id} and ${sql.raw(where)}
              order by ${sql.raw(`${column} ${order}, id ${order}`)}`,
          )
          expect(expected.length).toBeGreaterThan(0)
          expect(listed, `${view} ${sort} ${order}`).toEqual(expected.map((r) => r.name))
        }
      }
    }
  })
})
