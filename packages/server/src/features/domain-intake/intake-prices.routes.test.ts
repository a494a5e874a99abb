import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountLanderSettings } from '../../db/schema/domain-intake.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

/**
 * Issue 15 "safe defaults" and "accepted-TLD rule": no name is ever listed with a price that
 * breaks spec §5; per-name prices on the add flow (decisions 270, 272); the server accepts
 * every suffix of the public suffix list's ICANN section (decision 271).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ REGISTRATION_DATA: 'none' })
})
afterAll(() => t.close())

const name = (label: string) => `${label}-${uniqueSuffix()}.com`

type PriceRow = {
  name: string
  lander_template: string
  buynow_price_micros: string | number | null
  floor_price_micros: string | number | null
  minbid_price_micros: string | number | null
}

async function pricesOf(names: string[]): Promise<Record<string, PriceRow>> {
  const result = (await t.db.execute(sql`
    select name, lander_template, buynow_price_micros, floor_price_micros, minbid_price_micros
      from domains where name = any(${sql.param(names)}::text[])`)) as unknown as {
    rows: PriceRow[]
  }
  return Object.fromEntries(result.rows.map((r) => [r.name, r]))
}

const asNumber = (v: string | number | null) => (v === null ? null : Number(v))

async function add(headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v2/domains/add', headers, payload })
}

describe('safe defaults for new names (spec §3, §5; decision 270)', () => {
  it('lists a typed list as make offer with no buy now, floor or minimum bid', async () => {
    const me = await t.signedInSeller()
    const names = [name('plain'), name('other')]
    const res = await add(me.headers, { domains: names.join('\n') })
    expect(res.statusCode).toBe(200)
    expect(res.json().added).toHaveLength(2)
    for (const row of Object.values(await pricesOf(names))) {
      expect(row.lander_template).toBe('PRICE_FORM')
      expect([row.buynow_price_micros, row.floor_price_micros, row.minbid_price_micros]).toEqual([
        null,
        null,
        null,
      ])
    }
  })

  it("takes the seller's default listing settings when saved", async () => {
    const me = await t.signedInSeller()
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/lander',
      headers: me.headers,
      payload: { landerTemplate: 'BUY_NOW', buynowPrice: 900_000_000, floorPrice: 300_000_000 },
    })
    expect(saved.statusCode).toBe(200)
    const fresh = name('defaults')
    expect((await add(me.headers, { domains: fresh })).statusCode).toBe(200)
    const row = (await pricesOf([fresh]))[fresh]
    expect(row?.lander_template).toBe('BUY_NOW')
    expect(asNumber(row?.buynow_price_micros ?? null)).toBe(900_000_000)
    expect(asNumber(row?.floor_price_micros ?? null)).toBe(300_000_000)
  })

  it('never applies saved defaults that a §5 rule refuses (the old $5 placeholders)', async () => {
    const me = await t.signedInSeller()
    await t.db.insert(accountLanderSettings).values({
      sellerId: me.user.id,
      landerTemplate: 'PRICE_FORM',
      buynowPriceMicros: 5_000_000,
      floorPriceMicros: 5_000_000,
      minbidPriceMicros: 5_000_000,
      leasingEnabled: false,
      maxLeasePeriod: 2,
    })
    const lander = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/lander',
      headers: me.headers,
    })
    expect(lander.json()).toMatchObject({ buynowPrice: null, floorPrice: null, minbidPrice: null })
    const fresh = name('legacy')
    expect((await add(me.headers, { domains: fresh })).statusCode).toBe(200)
    expect(asNumber((await pricesOf([fresh]))[fresh]?.buynow_price_micros ?? null)).toBeNull()
  })

  it('refuses saving $5 defaults with the §5 message keys', async () => {
    const me = await t.signedInSeller()
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/lander',
      headers: me.headers,
      payload: { buynowPrice: 5_000_000, floorPrice: 5_000_000, minbidPrice: 5_000_000 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.map((f: { code: string }) => f.code)).toEqual([
      'editDomain.prices.buyNow.low',
      'editDomain.prices.floor.low',
      'editDomain.prices.minimum.low',
    ])
  })
})

describe('per-name prices on the add flow (issue 15; decision 272)', () => {
  it('gives one name its own prices and the others the settings', async () => {
    const me = await t.signedInSeller()
    const priced = name('priced')
    const plain = name('plain')
    const res = await add(me.headers, {
      domains: `${priced} ${plain}`,
      prices: [
        {
          name: priced.toUpperCase(),
          buynowPrice: 2_500_000_000,
          floorPrice: 1_000_000_000,
          minbidPrice: 50_000_000,
        },
      ],
    })
    expect(res.statusCode).toBe(200)
    const rows = await pricesOf([priced, plain])
    expect(asNumber(rows[priced]?.buynow_price_micros ?? null)).toBe(2_500_000_000)
    expect(asNumber(rows[priced]?.floor_price_micros ?? null)).toBe(1_000_000_000)
    expect(asNumber(rows[priced]?.minbid_price_micros ?? null)).toBe(50_000_000)
    expect(asNumber(rows[plain]?.buynow_price_micros ?? null)).toBeNull()
  })

  it('refuses a price under the minimums, naming the domain and the rule, and adds nothing', async () => {
    const me = await t.signedInSeller()
    const cheap = name('cheap')
    const fine = name('fine')
    const res = await add(me.headers, {
      domains: `${cheap} ${fine}`,
      prices: [{ name: cheap, buynowPrice: 5_000_000, floorPrice: null, minbidPrice: 5_000_000 }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([
      {
        field: 'buynowPrice',
        code: 'editDomain.prices.buyNow.low',
        values: { min: 50, domain: cheap },
      },
      {
        field: 'minbidPrice',
        code: 'editDomain.prices.minimum.low',
        values: { min: 20, domain: cheap },
      },
    ])
    expect(await pricesOf([cheap, fine])).toEqual({})
  })

  it('refuses a buy-now lander without a buy-now price for that name', async () => {
    const me = await t.signedInSeller()
    const bare = name('bare')
    const res = await add(me.headers, {
      domains: bare,
      settings: {
        landerTemplate: 'BUY_NOW',
        buynowPrice: 100_000_000,
        floorPrice: null,
        minbidPrice: null,
        leasingEnabled: false,
        maxLeasePeriod: 2,
      },
      prices: [{ name: bare, buynowPrice: null, floorPrice: null, minbidPrice: null }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toMatchObject({
      code: 'editDomain.prices.buyNow.price.required',
      values: { domain: bare },
    })
  })
})

describe('accepted suffixes follow the public suffix list on the server (decision 271)', () => {
  it('accepts second-level registrations and refuses unknown TLDs and subdomains', async () => {
    const me = await t.signedInSeller()
    const s = uniqueSuffix()
    const accepted = [`shop-${s}.co.za`, `family-${s}.nom.za`, `bakery-${s}.com.au`]
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/add/review',
      headers: me.headers,
      payload: { domains: [...accepted, `x-${s}.invalidtld`, `sub.x-${s}.com`].join(' ') },
    })
    expect(res.statusCode).toBe(200)
    const outcomes = res
      .json()
      .items.map((i: { name: string; outcome: string; code: string | null }) => [
        i.name,
        i.outcome,
        i.code,
      ])
    expect(outcomes).toEqual([
      ...accepted.map((n) => [n, 'VALID', null]),
      [`x-${s}.invalidtld`, 'REFUSED', 'domains.form.error.tld'],
      [`sub.x-${s}.com`, 'REFUSED', 'domains.form.error.specificDomain'],
    ])
    const added = await add(me.headers, { domains: accepted.join(' ') })
    expect(
      added
        .json()
        .added.map((a: { name: string }) => a.name)
        .sort(),
    ).toEqual([...accepted].sort())
  })
})
