import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { domains } from '../../db/schema/domains.ts'
import { publicEvents } from '../../db/schema/public-events.ts'
import { users } from '../../db/schema/users.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

const USD = 1_000_000
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36'
let t: TestApp
let word: string
let names: Record<string, string>
beforeAll(async () => {
  t = await buildTestApp()
  word = `zq${uniqueSuffix().slice(0, 6)}`
  const seller = await t.factories.seller()
  const boosted = await t.factories.seller()
  await t.db.update(users).set({ boostLevel: 3 }).where(eq(users.id, boosted.id))
  names = {
    exact: `${word}.com`,
    word: `best-${word}-shop.net`,
    sub: `my${word}hub.io`,
    boosted: `the${word}s.com`,
    hidden: `${word}-hidden.com`,
    inactive: `${word}-off.com`,
    lease: `${word}lease.org`,
  }
  const add = (name: string, sellerId: string, extra: object = {}) =>
    t.factories.domain({
      sellerId,
      name,
      status: 'ACTIVE',
      buynowPriceMicros: 1000 * USD,
      landerTemplate: 'BUY_NOW',
      ...extra,
    })
  await add(names.exact!, seller.id, { buynowPriceMicros: 90_000 * USD })
  await add(names.word!, seller.id, { buynowPriceMicros: 500 * USD })
  await add(names.sub!, seller.id, { buynowPriceMicros: 2500 * USD })
  await add(names.boosted!, boosted.id)
  await add(names.hidden!, seller.id, { hidden: true })
  await add(names.inactive!, seller.id, { status: 'INACTIVE' })
  await add(names.lease!, seller.id, { leasingEnabled: true, buynowPriceMicros: 5000 * USD })
})
afterAll(() => t.close())

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } })

describe('marketplace search (issue 6, spec §2 /search)', () => {
  it('finds listed domains by substring and never hidden or unlisted ones', async () => {
    const res = await get(`/search?q=${word}`)
    expect(res.statusCode).toBe(200)
    for (const key of ['exact', 'word', 'sub', 'boosted', 'lease'])
      expect(res.body).toContain(names[key])
    expect(res.body).not.toContain(names.hidden)
    expect(res.body).not.toContain(names.inactive)
  })

  it('ranks the exact name first, then boosted sellers among substring matches', async () => {
    const body = (await get(`/search?q=${word}`)).body
    const at = (key: string) => body.indexOf(`>${names[key]}<`)
    expect(at('exact')).toBeLessThan(at('word'))
    expect(at('boosted')).toBeLessThan(at('sub'))
  })

  it('filters by price, TLD, length and lease to own; sorts by price', async () => {
    const cheap = (await get(`/search?q=${word}&maxPrice=600`)).body
    expect(cheap).toContain(names.word)
    expect(cheap).not.toContain(names.sub)
    const io = (await get(`/search?q=${word}&tld=.io`)).body
    expect(io).toContain(names.sub)
    expect(io).not.toContain(names.exact)
    const lto = (await get(`/search?q=${word}&lto=1`)).body
    expect(lto).toContain(names.lease)
    expect(lto).not.toContain(names.word)
    const short = (await get(`/search?q=${word}&maxLength=${word.length}`)).body
    expect(short).toContain(names.exact)
    expect(short).not.toContain(names.sub)
    const desc = (await get(`/search?q=${word}&sort=priceDesc`)).body
    expect(desc.indexOf(names.exact!)).toBeLessThan(desc.indexOf(names.word!))
  })

  it('/domain-search and /forsale answer too', async () => {
    expect((await get(`/domain-search?q=${word}`)).body).toContain(names.exact)
    expect((await get('/forsale')).statusCode).toBe(200)
  })

  it('counts each result shown as a search impression (spec §3 searchStats)', async () => {
    await get(`/search?q=${word}&tld=io`)
    await new Promise((r) => setTimeout(r, 1200))
    const [domain] = await t.db
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.name, names.sub!))
    const events = await t.db
      .select()
      .from(publicEvents)
      .where(eq(publicEvents.domainId, domain!.id))
    expect(events.some((e) => e.kind === 'search_impression')).toBe(true)
  })
})

describe('bulk search (spec §2, §7, §9)', () => {
  it('POST /api/v2/domains/bulkSearch gives the exact name and matches per keyword', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/bulkSearch',
      payload: { keywords: [word, names.sub, `nomatch${uniqueSuffix()}`] },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const first = body.items.find((i: { keyword: string }) => i.keyword === word)
    expect(first.exact.name).toBe(names.exact)
    expect(first.matches.map((m: { name: string }) => m.name)).not.toContain(names.hidden)
    expect(body.items.find((i: { keyword: string }) => i.keyword === names.sub).exact.name).toBe(
      names.sub,
    )
  })

  it('refuses more than 500 keywords', async () => {
    const keywords = Array.from({ length: 501 }, (_, i) => `k${i}`)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/bulkSearch',
      payload: { keywords },
    })
    expect(res.statusCode).toBe(400)
  })

  it('the bulk search page takes `keywords` and `bulkSearch`', async () => {
    const res = await get(`/search?bulkSearch=1&keywords=${encodeURIComponent(`${word}\nfoo`)}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(names.exact)
  })
})

describe('sitemap and robots', () => {
  it('lists listed domains, never hidden ones', async () => {
    const index = await get('/sitemap.xml')
    expect(index.body).toContain('/sitemap-listings-1.xml')
    const files = [...index.body.matchAll(/sitemap-listings-(\d+)\.xml/g)].length
    let all = ''
    for (let i = 1; i <= files; i++) all += (await get(`/sitemap-listings-${i}.xml`)).body
    expect(all).toContain(`/lander/${names.exact}`)
    expect(all).not.toContain(names.hidden)
    expect((await get('/robots.txt')).body).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})
