import { describe, expect, it } from 'vitest'
import { PORTFOLIO_SORT_KEYS } from '@namefolio/core/portfolio/portfolio-sort'
import { eq, sql } from 'drizzle-orm'
import { registrationChecks } from '../../db/schema/domain-intake.ts'
import { uniqueSuffix, type TestApp, testAppForFile } from '../../test/build-test-app.ts'
import { cohortOf } from '../../test/cohorts.ts'
import { expectMalformedFields } from '../../test/malformed-input.ts'
import { userRequests } from '../../test/user-requests.ts'
import type { UserRow } from '../../db/schema/users.ts'

const t = testAppForFile()

const USD = 1_000_000
const name = (label: string) => `${label}-${uniqueSuffix()}.com`

async function get(user: UserRow, url: string) {
  return t.app.inject({ method: 'GET', url, headers: await t.signedIn(user) })
}
const { inject: send } = userRequests(() => t)
const names = (res: { json: () => { items: { name: string }[] } }) =>
  res.json().items.map((d) => d.name.split('-')[0])

describe('GET /api/v2/domains (spec §2, §3, §7)', () => {
  it("pages the signed-in seller's domains newest first, with the total", async () => {
    const seller = await t.factories.seller()
    const base = Date.parse('2026-01-01T00:00:00Z')
    for (let i = 0; i < 5; i++) {
      await t.factories.domain({
        sellerId: seller.id,
        name: `p${i}-${uniqueSuffix()}.com`,
        buynowPriceMicros: (i + 1) * 1000 * USD,
        createdAt: new Date(base + i * 60_000),
      })
    }
    const res = await get(seller, '/api/v2/domains?offset=1&limit=2')
    expect(res.statusCode).toBe(200)
    expect(res.json().total).toBe(5)
    expect(names(res)).toEqual(['p3', 'p2'])
    expect(res.json().items[0]).toMatchObject({
      status: 'PENDING_SYNC',
      buynowPriceMicros: 4000 * USD,
      buynowPrice: 4000 * USD,
      price: { buyNow: 4000 * USD },
      tld: 'com',
      transactionLink: null,
    })
    expect(res.json().items[0].searchStats).toBeUndefined()
    expect(res.json().items[0].marketplaceNameserver).toBeUndefined()
  })

  it('sorts by every §3 sort key in both directions', async () => {
    const seller = await t.factories.seller()
    await t.factories.domain({
      sellerId: seller.id,
      name: name('a'),
      buynowPriceMicros: 100 * USD,
      uniqueOffersCount: 3,
      featured: true,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: name('b'),
      buynowPriceMicros: 300 * USD,
      uniqueOffersCount: 1,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: name('c'),
      buynowPriceMicros: 200 * USD,
      uniqueOffersCount: 2,
    })
    expect(names(await get(seller, '/api/v2/domains?sort=domain&order=asc'))).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(names(await get(seller, '/api/v2/domains?sort=domain&order=desc'))).toEqual([
      'c',
      'b',
      'a',
    ])
    expect(names(await get(seller, '/api/v2/domains?sort=price.buyNow&order=desc'))).toEqual([
      'b',
      'c',
      'a',
    ])
    expect(names(await get(seller, '/api/v2/domains?sort=offerCount&order=asc'))).toEqual([
      'b',
      'c',
      'a',
    ])
    expect(names(await get(seller, '/api/v2/domains?sort=featured&order=desc'))[0]).toBe('a')
    // Every key of the contract's list answers, in both orders.
    for (const sort of PORTFOLIO_SORT_KEYS) {
      for (const order of ['asc', 'desc']) {
        const res = await get(seller, `/api/v2/domains?sort=${sort}&order=${order}`)
        expect(res.statusCode, `${sort} ${order}`).toBe(200)
        expect(res.json().total).toBe(3)
      }
    }
  })

  it('filters by the §3 ranges, leasing, keywords and noPriceBuyNowSet', async () => {
    const seller = await t.factories.seller()
    const s = uniqueSuffix()
    await t.factories.domain({
      sellerId: seller.id,
      name: `cheap${s}.com`,
      buynowPriceMicros: 60 * USD,
      floorPriceMicros: 30 * USD,
      minbidPriceMicros: 20 * USD,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: `premium${s}.com`,
      buynowPriceMicros: 5000 * USD,
      leasingEnabled: true,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: `noprice${s}.net`,
      buynowPriceMicros: null,
    })
    const q = async (query: string) =>
      (await get(seller, `/api/v2/domains?sort=domain&order=asc&${query}`))
        .json()
        .items.map((d: { name: string }) => d.name.replace(s, ''))
    expect(await q(`buyNowMinMicros=${100 * USD}`)).toEqual(['premium.com'])
    expect(await q(`buyNowMaxMicros=${100 * USD}`)).toEqual(['cheap.com'])
    expect(await q(`floorMinMicros=${25 * USD}&floorMaxMicros=${35 * USD}`)).toEqual(['cheap.com'])
    expect(await q(`minBidMinMicros=${20 * USD}&minBidMaxMicros=${20 * USD}`)).toEqual([
      'cheap.com',
    ])
    expect(await q(`sldLengthMin=${7 + s.length}`)).toEqual(['noprice.net', 'premium.com'])
    expect(await q(`sldLengthMax=${5 + s.length}`)).toEqual(['cheap.com'])
    expect(await q('leasing=true')).toEqual(['premium.com'])
    expect(await q('leasing=false')).toEqual(['cheap.com', 'noprice.net'])
    expect(await q('noPriceBuyNowSet=true')).toEqual(['noprice.net'])
    expect(await q('noPriceBuyNowSet=false')).toEqual(['cheap.com', 'premium.com'])
    expect(await q(`keywords=${'prem'}`)).toEqual(['premium.com'])
    expect(await q('keywords=%25')).toEqual([])
  })

  it('applies the status filters of §4 (listed, review, notListed, onHold, pending, buyNowMissing, ltoDisabled, marketplaceNameserver)', async () => {
    const seller = await t.factories.seller()
    await t.factories.domain({
      sellerId: seller.id,
      name: name('act'),
      status: 'ACTIVE',
      buynowPriceMicros: 100 * USD,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: name('rev'),
      status: 'COMPLIANCE_REVIEW',
      buynowPriceMicros: 100 * USD,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: name('ina'),
      status: 'INACTIVE',
      buynowPriceMicros: null,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: name('hol'),
      status: 'ON_HOLD',
      buynowPriceMicros: 100 * USD,
      leasingEnabled: true,
    })
    await t.factories.domain({
      sellerId: seller.id,
      name: name('pen'),
      status: 'PENDING_SYNC',
      buynowPriceMicros: 100 * USD,
      marketplaceNameserver: true,
      leasingEnabled: true,
    })
    const q = async (filter: string) =>
      names(await get(seller, `/api/v2/domains?sort=domain&order=asc&filter=${filter}`))
    expect(await q('listed')).toEqual(['act'])
    expect(await q('review')).toEqual(['rev'])
    expect(await q('notListed')).toEqual(['ina'])
    expect(await q('onHold')).toEqual(['hol'])
    expect(await q('pending')).toEqual(['pen'])
    expect(await q('buyNowMissing')).toEqual(['ina'])
    expect(await q('ltoDisabled')).toEqual(['act', 'ina', 'rev'])
    expect(await q('marketplaceNameserver')).toEqual(['pen'])
    expect(await q('listed,review')).toEqual(['act', 'rev'])
    expect(await q('ltoDisabled,review')).toEqual(['rev'])
    const bad = await get(seller, '/api/v2/domains?filter=bogus')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('MALFORMED_INPUT')
  })

  it('shows each of the six views (decision 201)', async () => {
    const seller = await t.factories.seller()
    const now = new Date()
    await t.factories.domain({ sellerId: seller.id, name: name('sell') })
    await t.factories.domain({
      sellerId: seller.id,
      name: name('park'),
      landingPage: 'PARKING',
      landerTemplate: 'CASH_PARKING',
    })
    await t.factories.domain({ sellerId: seller.id, name: name('off'), status: 'INACTIVE' })
    await t.factories.domain({ sellerId: seller.id, name: name('sold'), soldAt: now })
    await t.factories.domain({ sellerId: seller.id, name: name('lease'), leasedAt: now })
    await t.factories.domain({ sellerId: seller.id, name: name('bought'), purchasedAt: now })
    const v = async (view: string) =>
      names(await get(seller, `/api/v2/domains?sort=domain&order=asc&view=${view}`))
    expect(await v('selling')).toEqual(['bought', 'off', 'sell'])
    expect(await v('parked')).toEqual(['park'])
    expect(await v('not-listed')).toEqual(['off'])
    expect(await v('sold')).toEqual(['sold'])
    expect(await v('leased')).toEqual(['lease'])
    expect(await v('purchases')).toEqual(['bought'])

    const stats = (await get(seller, '/api/v2/stats/listings?view=selling')).json()
    expect(stats).toMatchObject({
      view: 'selling',
      total: 3,
      views: { selling: 3, parked: 1, 'not-listed': 1, sold: 1, leased: 1, purchases: 1 },
      filters: { notListed: 1, pending: 2, listed: 0 },
    })
  })

  it('shows search statistics only to top-tier members who ask (spec §6)', async () => {
    const pro = await t.factories.seller({ membershipPlan: 'PRO' })
    const basic = await t.factories.seller({ membershipPlan: 'BASIC' })
    const expired = await t.factories.seller({
      membershipPlan: 'PREMIUM',
      membershipExpiresAt: new Date(Date.now() - 1000),
    })
    for (const s of [pro, basic, expired]) {
      await t.factories.domain({ sellerId: s.id, totalSearch30Cnt: 7 })
    }
    const stats = async (u: UserRow) =>
      (await get(u, '/api/v2/domains?includeSearchStats=true')).json().items[0].searchStats
    expect(await stats(pro)).toMatchObject({ totalSearch30Cnt: 7 })
    expect(await stats(basic)).toBeUndefined()
    expect(await stats(expired)).toBeUndefined()
    expect((await get(pro, '/api/v2/domains')).json().items[0].searchStats).toBeUndefined()
  })

  it('gives nameserver data only when its switch is on (spec §6)', async () => {
    const seller = await t.factories.seller()
    const cohortId = await cohortOf(t.db, [seller.id], 'ns')
    await t.factories.domain({ sellerId: seller.id, marketplaceNameserver: true })
    const ns = async () =>
      (await get(seller, '/api/v2/domains?includeNameserverData=true')).json().items[0]
        .marketplaceNameserver
    expect(await ns()).toBeUndefined()
    await t.db.execute(
      sql`insert into feature_flags (key, cohort_id, state) values ('nameserverData', ${cohortId}, 'on')`,
    )
    expect(await ns()).toBe(true)
  })

  it("never shows another seller's domains", async () => {
    const owner = await t.factories.seller()
    const stranger = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: owner.id })
    expect((await get(stranger, '/api/v2/domains')).json()).toEqual({ items: [], total: 0 })
    expect((await get(stranger, `/api/v2/domains/${d.name}`)).statusCode).toBe(404)
    expect((await get(stranger, '/api/v2/stats/listings')).json().total).toBe(0)
    const byNames = await send(stranger, 'POST', '/api/v2/domains/byNames', {
      domainNames: [d.name],
    })
    expect(byNames.json()).toEqual({ items: [], missing: [d.name] })
  })

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/domains' })
    expect(res.statusCode).toBe(401)
  })

  it('refuses a page size above the maximum with MALFORMED_INPUT, not a 500', async () => {
    const seller = await t.factories.seller()
    const res = await get(seller, '/api/v2/domains?limit=5000&offset=-1')
    expectMalformedFields(res, ['limit', 'offset'])
  })
})

describe('PATCH /api/v2/domains/{domainName} (spec §3, §4, §5)', () => {
  async function setup(
    input: Parameters<TestApp['factories']['domain']>[0] extends infer I ? Partial<I> : never = {},
  ) {
    const seller = await t.factories.seller()
    const d = await t.factories.domain({
      sellerId: seller.id,
      buynowPriceMicros: 1000 * USD,
      ...input,
    })
    const edit = (payload: object) => send(seller, 'PATCH', `/api/v2/domains/${d.name}`, payload)
    return { seller, d, edit }
  }
  const codes = (res: {
    json: () => { error: { code: string; fields: { field: string; code: string }[] } }
  }) => res.json().error.fields.map((f) => `${f.field}:${f.code}`)

  it('saves the flat §3 fields and answers updatedDomain', async () => {
    const { edit } = await setup()
    const res = await edit({
      buynowPrice: 2000 * USD,
      floorPrice: 1000 * USD,
      minbidPrice: 500 * USD,
      hidden: true,
      featured: true,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().updatedDomain).toMatchObject({
      buynowPrice: 2000 * USD,
      floorPrice: 1000 * USD,
      minbidPrice: 500 * USD,
      price: { buyNow: 2000 * USD, reservedFloor: 1000 * USD, minBid: 500 * USD },
      hidden: true,
      featured: true,
    })
  })

  it.each([
    [{ buynowPrice: 40 * USD }, 'buynowPrice:editDomain.prices.buyNow.low'],
    [{ buynowPrice: 50_000_000 * USD }, 'buynowPrice:editDomain.prices.errorLimit'],
    [
      { buynowPrice: 100 * USD, floorPrice: 200 * USD },
      'buynowPrice:editDomain.prices.buyNow.compare',
    ],
    [
      { buynowPrice: 0, buyNowRequired: true },
      'buynowPrice:editDomain.prices.buyNow.price.required',
    ],
    [
      { buynowPrice: 100 * USD, leasingEnabled: true },
      'buynowPrice:portfolio.tooltip.binLto.invalidPrice',
    ],
    [{ floorPrice: 10 * USD }, 'floorPrice:editDomain.prices.floor.low'],
    [{ floorPrice: 50_000_000 * USD }, 'floorPrice:editDomain.prices.errorLimit'],
    [{ minbidPrice: 10 * USD }, 'minbidPrice:editDomain.prices.minimum.low'],
    [{ minbidPrice: 2000 * USD }, 'minbidPrice:editDomain.prices.minimum.compare'],
    [{ minbidPrice: 50_000_000 * USD }, 'minbidPrice:editDomain.prices.errorLimit'],
    [{ maxLeasePeriod: 61 }, 'maxLeasePeriod:editDomain.lease.maxLeasePeriod.range'],
    [
      { backgroundColorCustom: 'teal' },
      'backgroundColorCustom:editDomain.lander.backgroundColorCustom.hex',
    ],
  ])('§5 refuses %j with %s and saves nothing', async (payload, expected) => {
    const { edit, seller, d } = await setup()
    const res = await edit(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION')
    expect(codes(res)).toContain(expected)
    const after = (await get(seller, `/api/v2/domains/${d.name}`)).json()
    expect(after.buynowPrice).toBe(1000 * USD)
  })

  it('§5 refuses a floor above buy now with floor.compare', async () => {
    const { edit } = await setup({ buynowPriceMicros: null })
    const res = await edit({ buynowPrice: 100 * USD, floorPrice: 200 * USD })
    expect(codes(res)).toEqual(
      expect.arrayContaining(['floorPrice:editDomain.prices.floor.compare']),
    )
  })

  it('§4 refuses the buy-now template without a buy-now price', async () => {
    const { edit } = await setup({ buynowPriceMicros: null })
    const res = await edit({ landerTemplate: 'BUY_NOW' })
    expect(res.statusCode).toBe(400)
    expect(codes(res)).toEqual(['landerTemplate:portfolio.growl.lander.error.buyNow'])
  })

  it('§3 maps the lander template to landing page and intake style; §4 resets colours', async () => {
    const { edit } = await setup()
    const custom = await edit({
      landerTemplate: 'CUSTOM_LANDER',
      backgroundColorOption: 'CUSTOM',
      backgroundColorCustom: '#112233',
    })
    expect(custom.json().updatedDomain).toMatchObject({
      landingPage: 'SALES',
      intakeStyle: 'CUSTOM_LANDER',
      landerTemplate: 'CUSTOM_LANDER',
      backgroundColorOption: 'CUSTOM',
      backgroundColorCustom: '#112233',
    })
    const parking = await edit({ landerTemplate: 'CASH_PARKING' })
    expect(parking.json().updatedDomain).toMatchObject({
      landingPage: 'PARKING',
      intakeStyle: 'PRICE_FORM',
      landerTemplate: 'CASH_PARKING',
      backgroundColorOption: 'AUTO',
      backgroundColorCustom: '#ABCDEF',
      fontColorOption: 'AUTO',
    })
  })

  it('allows lease to own with a lease-eligible buy-now price and a period within its cap (§5)', async () => {
    const { edit } = await setup()
    const res = await edit({ leasingEnabled: true, maxLeasePeriod: 24 })
    expect(res.statusCode).toBe(200)
    expect(res.json().updatedDomain).toMatchObject({ leasingEnabled: true, maxLeasePeriod: 24 })
  })

  it('records who changed what, old → new, in the history', async () => {
    const { edit, seller, d } = await setup()
    await edit({ buynowPrice: 1500 * USD })
    await edit({ landerTemplate: 'LEASE_TO_OWN' })
    await edit({ hidden: false })
    const res = await get(seller, `/api/v2/domains/${d.name}/history`)
    expect(res.statusCode).toBe(200)
    const page = res.json()
    expect(page.total).toBe(2)
    expect(page.items[0]).toMatchObject({ source: 'edit', actor: { id: seller.id } })
    expect(page.items[0].changes).toEqual(
      expect.arrayContaining([{ field: 'intakeStyle', from: 'PRICE_FORM', to: 'LEASE_TO_OWN' }]),
    )
    expect(page.items[1].changes).toEqual([
      { field: 'buynowPrice', from: 1000 * USD, to: 1500 * USD },
    ])
  })

  it("cannot edit, delete, relist or read the history of another seller's domain", async () => {
    const { d } = await setup()
    const stranger = await t.factories.seller()
    expect(
      (await send(stranger, 'PATCH', `/api/v2/domains/${d.name}`, { hidden: true })).statusCode,
    ).toBe(404)
    expect((await send(stranger, 'DELETE', `/api/v2/domains/${d.name}`)).statusCode).toBe(404)
    expect((await send(stranger, 'POST', `/api/v2/domains/${d.name}/relist`)).statusCode).toBe(404)
    expect((await get(stranger, `/api/v2/domains/${d.name}/history`)).statusCode).toBe(404)
    const bulk = await send(stranger, 'PATCH', '/api/v2/domains', {
      domains: [d.name],
      modifications: { hidden: true },
    })
    expect(bulk.json()).toMatchObject({ matched: 0, updated: 0 })
    const del = await send(stranger, 'POST', '/api/v2/domains/delete', { domainNames: [d.name] })
    expect(del.json()).toEqual({ deleted: [], missing: [d.name] })
  })
})

describe('delete, relist, byNames, listed (spec §4, §7)', () => {
  it('deletes one domain and a list of domains', async () => {
    const seller = await t.factories.seller()
    const [a, b, c] = [
      await t.factories.domain({ sellerId: seller.id }),
      await t.factories.domain({ sellerId: seller.id }),
      await t.factories.domain({ sellerId: seller.id }),
    ]
    expect((await send(seller, 'DELETE', `/api/v2/domains/${a!.name}`)).json()).toEqual({
      deleted: [a!.name],
      missing: [],
    })
    expect((await send(seller, 'DELETE', `/api/v2/domains/${a!.name}`)).statusCode).toBe(404)
    const res = await send(seller, 'POST', '/api/v2/domains/delete', {
      domainNames: [b!.name, c!.name, 'nope.com'],
    })
    expect(res.json()).toEqual({ deleted: [b!.name, c!.name].sort(), missing: ['nope.com'] })
    expect((await get(seller, '/api/v2/domains')).json().total).toBe(0)
  })

  it('§4 resubmits a domain in review or inactive, and refuses the others', async () => {
    const seller = await t.factories.seller()
    // Still a term of the built-in trademark list: it waits for a person's review.
    const review = await t.factories.domain({
      sellerId: seller.id,
      name: name('paypalreview'),
      status: 'COMPLIANCE_REVIEW',
      reviewReasons: ['TRADEMARK'],
    })
    const active = await t.factories.domain({ sellerId: seller.id, status: 'ACTIVE' })
    const one = await send(seller, 'POST', `/api/v2/domains/${review.name}/relist`)
    expect(one.json()).toEqual({ relisted: [review.name], refused: [], missing: [] })
    const row = (await get(seller, `/api/v2/domains/${review.name}`)).json()
    expect(row).toMatchObject({ status: 'PENDING_SYNC', reviews: [] })
    const many = await send(seller, 'POST', '/api/v2/domains/relist', {
      domainNames: [active.name],
    })
    expect(many.json().refused).toEqual([{ domainName: active.name, status: 'ACTIVE' }])
    const history = (await get(seller, `/api/v2/domains/${review.name}/history`)).json()
    expect(history.items[0]).toMatchObject({
      source: 'relist',
      changes: [{ field: 'status', from: 'COMPLIANCE_REVIEW', to: 'PENDING_SYNC' }],
    })
  })

  it('lists a domain that was not listed once it passes the intake screening (decision 201)', async () => {
    const seller = await t.factories.seller()
    const clean = await t.factories.domain({
      sellerId: seller.id,
      name: name('orchard'),
      status: 'INACTIVE',
    })
    // A term of the built-in trademark list (compliance-terms.ts), as on intake.
    const flagged = await t.factories.domain({
      sellerId: seller.id,
      name: name('paypaldeals'),
      status: 'INACTIVE',
    })
    const res = await send(seller, 'POST', '/api/v2/domains/relist', {
      domainNames: [clean.name, flagged.name],
    })
    expect(res.json().relisted).toEqual([clean.name, flagged.name].sort())
    expect((await get(seller, `/api/v2/domains/${clean.name}`)).json()).toMatchObject({
      status: 'ACTIVE',
      reviews: [],
    })
    expect((await get(seller, `/api/v2/domains/${flagged.name}`)).json()).toMatchObject({
      status: 'COMPLIANCE_REVIEW',
      reviews: ['TRADEMARK'],
    })
    const history = (await get(seller, `/api/v2/domains/${clean.name}/history`)).json()
    expect(history.items[0]).toMatchObject({
      source: 'relist',
      changes: [{ field: 'status', from: 'INACTIVE', to: 'ACTIVE' }],
    })
  })

  it('a resubmit the screening no longer flags is listed and its registration checked again (decision 201)', async () => {
    const seller = await t.factories.seller()
    const flagged = await t.factories.domain({
      sellerId: seller.id,
      name: name('harbor'),
      status: 'COMPLIANCE_REVIEW',
      reviewReasons: ['WHOIS_NOT_FOUND'],
    })
    const res = await send(seller, 'POST', `/api/v2/domains/${flagged.name}/relist`)
    expect(res.json().relisted).toEqual([flagged.name])
    expect((await get(seller, `/api/v2/domains/${flagged.name}`)).json()).toMatchObject({
      status: 'ACTIVE',
      reviews: [],
    })
    const queued = await t.db
      .select()
      .from(registrationChecks)
      .where(eq(registrationChecks.domainId, flagged.id))
    expect(queued).toHaveLength(1)
  })

  it('§6 asks for a fresh sign-in before a resubmit, with the step-up the portal resumes', async () => {
    const seller = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: seller.id, status: 'COMPLIANCE_REVIEW' })
    const headers = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 25 * 3600_000),
      ttlDays: 30,
    })
    for (const [url, payload] of [
      [`/api/v2/domains/${d.name}/relist`, undefined],
      ['/api/v2/domains/relist', { domainNames: [d.name] }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload })
      expect(res.statusCode).toBe(401)
      expect(res.json().error).toMatchObject({
        code: 'ForceLogin',
        fields: [
          {
            field: 'session',
            code: 'sso.error.loginAgain',
            values: { risk: 'medium', status: 5 },
          },
        ],
      })
    }
    expect((await get(seller, `/api/v2/domains/${d.name}`)).json().status).toBe('COMPLIANCE_REVIEW')
  })

  it('resubmits after a sign-in within the last 24 hours', async () => {
    const seller = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: seller.id, status: 'COMPLIANCE_REVIEW' })
    const headers = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 13 * 3600_000),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/domains/${d.name}/relist`,
      headers,
    })
    expect(res.json()).toEqual({ relisted: [d.name], refused: [], missing: [] })
  })

  it('answers rows by names and whether they are listed', async () => {
    const seller = await t.factories.seller()
    const a = await t.factories.domain({ sellerId: seller.id, status: 'ACTIVE' })
    const b = await t.factories.domain({ sellerId: seller.id, status: 'INACTIVE' })
    const res = await send(seller, 'POST', '/api/v2/domains/byNames', {
      domainNames: [a.name.toUpperCase(), 'x.com'],
    })
    expect(res.json().items.map((d: { name: string }) => d.name)).toEqual([a.name])
    expect(res.json().missing).toEqual(['x.com'])
    expect((await get(seller, `/api/v2/domains/${a.name}/listed`)).json()).toEqual({
      domainName: a.name,
      listed: true,
      status: 'ACTIVE',
    })
    const listed = await send(seller, 'POST', '/api/v2/domains/listed', {
      domainNames: [a.name, b.name],
    })
    expect(
      listed.json().items.find((i: { domainName: string }) => i.domainName === b.name).listed,
    ).toBe(false)
    expect((await get(seller, '/api/v2/domains/portfolio/listed')).json().total).toBe(1)
  })
})
