import { describe, expect, it } from 'vitest'
import type { UserRow } from '../../../db/schema/users.ts'
import { uniqueSuffix, testAppForFile } from '../../../test/build-test-app.ts'
import { userRequests } from '../../../test/user-requests.ts'
import { exportPortfolio } from './export-portfolio.ts'
import { PortfolioExportQuerySchema } from '@namefolio/core/portfolio/portfolio-export.contract'

/**
 * Issue 15 "Export", decisions 280 and 281: `GET /api/v2/domains/export` answers the view,
 * filter and sort of `GET /api/v2/domains` as CSV, every row in the list's order, read batch
 * by batch by keyset.
 */

const t = testAppForFile()

const USD = 1_000_000
const { inject, json } = userRequests(() => t)

/** The CSV's rows as cells (the test data has no commas or quotes), header first. */
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','))

async function listedNames(user: UserRow, query: string): Promise<string[]> {
  const res = await json(user, 'GET', `/api/v2/domains?limit=100&${query}`)
  expect(res.status).toBe(200)
  return (res.body as { items: { name: string }[] }).items.map((i) => i.name)
}

async function portfolioWithGaps(seller: UserRow, word: string) {
  // Some without a buy-now price (NULL sorts last ascending, first descending) and ties.
  const prices = [300, null, 100, 300, null, 200, 100]
  for (const [i, price] of prices.entries()) {
    await t.factories.domain({
      sellerId: seller.id,
      name: `${word}${i}-${uniqueSuffix()}.com`,
      buynowPriceMicros: price === null ? null : price * USD,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 3))),
    })
  }
  await t.factories.domain({ sellerId: seller.id, name: `other-${uniqueSuffix()}.com` })
}

describe('GET /api/v2/domains/export (decision 280)', () => {
  it('answers the filtered, sorted view as a CSV download with every row of the list', async () => {
    const seller = await t.factories.seller()
    const someoneElse = await t.factories.seller()
    await portfolioWithGaps(seller, 'kw')
    await t.factories.domain({ sellerId: someoneElse.id, name: `kw-${uniqueSuffix()}.com` })
    const query = 'view=selling&keywords=kw&sort=price.buyNow&order=desc'

    const res = await inject(seller, 'GET', `/api/v2/domains/export?${query}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="portfolio-selling-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = rowsOf(res.body)
    expect(header!.slice(0, 5)).toEqual(['domain', 'unicodeName', 'status', 'tld', 'buyNowUsd'])
    const names = rows.map((r) => r[0])
    expect(names).toHaveLength(7)
    expect(names).toEqual(await listedNames(seller, query))
    expect(rows.map((r) => r[header!.indexOf('buyNowUsd')])).toEqual([
      '',
      '',
      '300.00',
      '300.00',
      '200.00',
      '100.00',
      '100.00',
    ])
  })

  it('reads in keyset batches that give the same rows as the list, for every order', async () => {
    const seller = await t.factories.seller()
    await portfolioWithGaps(seller, 'batch')
    for (const [sort, order] of [
      ['price.buyNow', 'asc'],
      ['price.buyNow', 'desc'],
      ['createdAt', 'desc'],
      ['domain', 'asc'],
      ['status', 'desc'],
    ] as const) {
      const query = PortfolioExportQuerySchema.parse({ view: 'selling', sort, order })
      let text = ''
      // Batches of 2 rows: every batch boundary is crossed, ties and NULLs included.
      for await (const chunk of exportPortfolio(
        { db: t.db, checkoutLinkUrl: (id) => `x/${id}` },
        seller.id,
        query,
        2,
      )) {
        text += chunk
      }
      const names = rowsOf(text)
        .slice(1)
        .map((r) => r[0])
      expect(names, `${sort} ${order}`).toEqual(
        await listedNames(seller, `view=selling&sort=${sort}&order=${order}`),
      )
    }
  })

  it('exports Sold with its deal columns; only the header when nothing matches', async () => {
    const seller = await t.factories.seller()
    const sold = await inject(seller, 'GET', '/api/v2/domains/export?view=sold')
    expect(sold.statusCode).toBe(200)
    expect(rowsOf(sold.body)).toHaveLength(1)
    expect(rowsOf(sold.body)[0]).toContain('salePriceUsd')
  })

  it('refuses strangers, buyers outside Purchases and a bad sort with a 4xx', async () => {
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const seller = await t.factories.seller()
    expect((await inject(null, 'GET', '/api/v2/domains/export')).statusCode).toBe(401)
    expect((await inject(buyer, 'GET', '/api/v2/domains/export')).statusCode).toBe(403)
    expect((await inject(buyer, 'GET', '/api/v2/domains/export?view=purchases')).statusCode).toBe(
      200,
    )
    const bad = await inject(seller, 'GET', '/api/v2/domains/export?sort=nope')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('MALFORMED_INPUT')
  })
})
