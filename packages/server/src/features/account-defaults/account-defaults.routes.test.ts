import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { uniqueSuffix } from '../../test/build-test-app.ts'
import { dnsTestAppForFile } from '../../test/dns-test-app.ts'

const { t, dns, rows } = dnsTestAppForFile({
  REGISTRATION_DATA: 'none',
})

const name = (label: string) => `${label}-${uniqueSuffix()}.com`
async function seller() {
  const user = await t.factories.seller()
  return { user, headers: await t.signedIn(user) }
}

function patchLander(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PATCH', url: '/api/v1/account/lander', headers, payload })
}

const TEAL_CUSTOM_LOOK = {
  landerTemplate: 'CUSTOM_LANDER',
  buynowPrice: 1_200_000_000,
  floorPrice: 0,
  minbidPrice: 0,
  backgroundColorOption: 'CUSTOM',
  backgroundColorCustom: '#0D8A83',
  fontColorOption: 'DARK',
  showLanderBuyNowOption: true,
  showLanderLeaseToOwnOption: false,
  showLanderMakeOfferOption: true,
}

const lookOf = async (domain: string) =>
  (
    await rows(sql`select background_color_option, background_color_custom, font_color_option,
      show_lander_buy_now_option, show_lander_lease_to_own_option, show_lander_make_offer_option,
      lander_template from domains where name = ${domain}`)
  )[0]

describe('the default lander look (spec §2 /account/lander, §3 default listing settings; decision 1010)', () => {
  it('saves the theme, colours and options, and a name added afterwards takes them', async () => {
    const me = await seller()
    const saved = await patchLander(me.headers, TEAL_CUSTOM_LOOK)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject(TEAL_CUSTOM_LOOK)
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/lander',
      headers: me.headers,
    })
    expect(again.json()).toMatchObject(TEAL_CUSTOM_LOOK)

    const fresh = name('look')
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/add',
      headers: me.headers,
      payload: { domains: fresh },
    })
    expect(add.statusCode).toBe(200)
    expect(await lookOf(fresh)).toEqual({
      background_color_option: 'CUSTOM',
      background_color_custom: '#0D8A83',
      font_color_option: 'DARK',
      show_lander_buy_now_option: true,
      show_lander_lease_to_own_option: false,
      show_lander_make_offer_option: true,
      lander_template: 'CUSTOM_LANDER',
    })
  })

  it("never gives one seller's look to another seller's new names", async () => {
    const me = await seller()
    const other = await seller()
    expect((await patchLander(me.headers, TEAL_CUSTOM_LOOK)).statusCode).toBe(200)
    const theirs = name('theirs')
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/add',
      headers: other.headers,
      payload: { domains: theirs },
    })
    expect(await lookOf(theirs)).toMatchObject({
      background_color_option: 'AUTO',
      background_color_custom: '#ABCDEF',
      font_color_option: 'AUTO',
      lander_template: 'PRICE_FORM',
    })
  })

  it.each([
    ['a colour that is not hex (spec §5)', { backgroundColorCustom: 'teal' }],
    ['an unknown theme', { backgroundColorOption: 'NEON' }],
    ['an unknown font colour', { fontColorOption: 'BLUE' }],
    ['an option that is not a switch', { showLanderMakeOfferOption: 'yes' }],
  ])('refuses %s with a 400 and saves nothing', async (_label, payload) => {
    const me = await seller()
    const res = await patchLander(me.headers, payload)
    expect(res.statusCode).toBe(400)
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/lander',
      headers: me.headers,
    })
    expect(read.json().backgroundColorOption).toBe('AUTO')
  })

  it('names the hex rule in the refusal of a custom colour', async () => {
    const me = await seller()
    const res = await patchLander(me.headers, { backgroundColorCustom: '#12' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('account.lander.error.customColor')
  })

  it('gives a name proven by DNS the look of its new owner', async () => {
    const me = await seller()
    const other = await seller()
    const held = name('proven')
    await t.factories.domain({ sellerId: other.user.id, name: held })
    expect((await patchLander(me.headers, TEAL_CUSTOM_LOOK)).statusCode).toBe(200)
    const txt = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/verificationTxt',
        headers: me.headers,
      })
    ).json().txtRecord
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
      payload: { domains: [held] },
    })
    dns.zone.set(held, { ns: ['ns1.registrar.test'], txt: [txt] })
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verificationStatus',
      headers: me.headers,
      payload: { domains: [held] },
    })
    expect(check.json().items[0].state).toBe('VERIFIED')
    expect(await lookOf(held)).toMatchObject({
      background_color_option: 'CUSTOM',
      background_color_custom: '#0D8A83',
      show_lander_lease_to_own_option: false,
    })
  })
})

describe('lease-to-own defaults (spec §2 /account/lto, §5 lease period; decision 1013)', () => {
  it('saves leasing on for new listings with a maximum period the price allows', async () => {
    const me = await seller()
    const res = await patchLander(me.headers, {
      buynowPrice: 1_200_000_000,
      floorPrice: 0,
      minbidPrice: 0,
      leasingEnabled: true,
      maxLeasePeriod: 36,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ leasingEnabled: true, maxLeasePeriod: 36 })
  })

  it('refuses leasing on without a lease-eligible buy-now price (spec §4 lease-to-own control)', async () => {
    const me = await seller()
    const res = await patchLander(me.headers, { leasingEnabled: true, maxLeasePeriod: 12 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.length).toBeGreaterThan(0)
  })

  it('refuses a maximum period longer than the price allows, naming the bounds', async () => {
    const me = await seller()
    // $600 allows 600 / 25 = 24 months at most (decision 102).
    const res = await patchLander(me.headers, {
      buynowPrice: 600_000_000,
      floorPrice: 0,
      minbidPrice: 0,
      leasingEnabled: true,
      maxLeasePeriod: 36,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([
      {
        field: 'maxLeasePeriod',
        code: 'editDomain.lease.maxLeasePeriod.range',
        values: { min: 2, max: 24 },
      },
    ])
  })

  it.each([1, 61, 2.5])(
    'refuses a period of %s months outside 2..60 with a 400',
    async (months) => {
      const me = await seller()
      expect((await patchLander(me.headers, { maxLeasePeriod: months })).statusCode).toBe(400)
    },
  )

  it('answers the grace period of an unpaid installment from the server configuration', async () => {
    const me = await seller()
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/lto/policy',
      headers: me.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ graceDays: t.env.payments.leaseGraceDays })
  })
})

describe('ownership standing (spec §2 /account/ownership, §4 OWNERSHIP_REVIEW; decision 1012)', () => {
  it("counts the seller's claims by state and pages only their names under ownership review", async () => {
    const me = await seller()
    const other = await seller()
    const reviewed = ['b', 'a', 'c'].map((l) => name(`review-${l}`))
    for (const n of reviewed) {
      await t.factories.domain({
        sellerId: me.user.id,
        name: n,
        status: 'COMPLIANCE_REVIEW',
        reviewReasons: ['OWNERSHIP_REVIEW'],
      })
    }
    await t.factories.domain({
      sellerId: me.user.id,
      name: name('trademark'),
      status: 'COMPLIANCE_REVIEW',
      reviewReasons: ['TRADEMARK'],
    })
    await t.factories.domain({
      sellerId: other.user.id,
      name: name('not-mine'),
      status: 'COMPLIANCE_REVIEW',
      reviewReasons: ['OWNERSHIP_REVIEW'],
    })
    const held = name('held')
    await t.factories.domain({ sellerId: other.user.id, name: held })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
      payload: { domains: [held] },
    })

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/ownership',
      headers: me.headers,
    })
    expect(summary.statusCode).toBe(200)
    expect(summary.json()).toEqual({ pending: 1, verified: 0, expired: 0, underReview: 3 })

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/ownership/reviews?offset=1&limit=1',
      headers: me.headers,
    })
    expect(page.statusCode).toBe(200)
    expect(page.json().total).toBe(3)
    expect(page.json().items.map((i: { name: string }) => i.name)).toEqual([
      [...reviewed].sort()[1],
    ])

    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/ownership',
      headers: other.headers,
    })
    expect(theirs.json()).toEqual({ pending: 0, verified: 0, expired: 0, underReview: 1 })
  })

  it.each(['offset=-1', 'limit=0', 'limit=100000', 'offset=abc'])(
    'refuses the page query %s with a 400',
    async (query) => {
      const me = await seller()
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/account/ownership/reviews?${query}`,
        headers: me.headers,
      })
      expect(res.statusCode).toBe(400)
    },
  )
})

describe('who may read the account defaults', () => {
  const urls = [
    ['GET', '/api/v1/account/ownership'],
    ['GET', '/api/v1/account/ownership/reviews'],
    ['GET', '/api/v1/account/lto/policy'],
    ['GET', '/api/v1/account/lander'],
  ] as const

  it.each(urls)('%s %s answers 401 without a session', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401)
  })

  it.each(urls)('%s %s answers 403 to a buyer who does not sell', async (method, url) => {
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const res = await t.app.inject({ method, url, headers: await t.signedIn(buyer) })
    expect(res.statusCode).toBe(403)
  })
})
