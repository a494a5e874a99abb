import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ REGISTRATION_DATA: 'none' })
})
afterAll(() => t.close())

const name = (label: string) => `${label}-${uniqueSuffix()}.com`

/** POSTs to a step of the add flow (review, add) as the seller of `headers`, if any. */
function postNames(
  app: TestApp,
  step: 'add/review' | 'add',
  payload: object,
  headers?: Record<string, string>,
) {
  return app.app.inject({
    method: 'POST',
    url: `/api/v2/domains/${step}`,
    ...(headers === undefined ? {} : { headers }),
    payload,
  })
}

describe('default lander (GET/PATCH /api/v1/account/lander)', () => {
  it("answers a make-offer lander with no price (decision 270) and spec §3's look with every custom lander option (decision 1010) until the seller saves their own", async () => {
    const { headers } = await t.signedInSeller()
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/account/lander', headers })
    expect(res.json()).toEqual({
      landerTemplate: 'PRICE_FORM',
      buynowPrice: null,
      floorPrice: null,
      minbidPrice: null,
      leasingEnabled: false,
      maxLeasePeriod: 2,
      // The lander's look (issue 18, decision 1010): spec §3 defaults.
      backgroundColorOption: 'AUTO',
      backgroundColorCustom: '#ABCDEF',
      fontColorOption: 'AUTO',
      showLanderBuyNowOption: true,
      showLanderLeaseToOwnOption: true,
      showLanderMakeOfferOption: true,
    })
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/lander',
      headers,
      payload: {
        landerTemplate: 'BUY_NOW',
        buynowPrice: 2_500_000_000,
        floorPrice: 0,
        minbidPrice: 0,
      },
    })
    expect(saved.statusCode).toBe(200)
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/account/lander', headers })
    expect(again.json()).toMatchObject({ landerTemplate: 'BUY_NOW', buynowPrice: 2_500_000_000 })
  })

  it('refuses prices that break core rules, with their message keys', async () => {
    const { headers } = await t.signedInSeller()
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/lander',
      headers,
      payload: { buynowPrice: 1_000_000_000, floorPrice: 2_000_000_000, minbidPrice: 0 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.map((f: { code: string }) => f.code)).toContain(
      'editDomain.prices.buyNow.compare',
    )
  })
})

describe('review (POST /api/v2/domains/add/review)', () => {
  it('shows each name as valid, refused with its key, in your portfolio or ownership requested', async () => {
    const me = await t.signedInSeller()
    const other = await t.signedInSeller()
    const mine = name('mine')
    const theirs = name('theirs')
    const fresh = name('fresh')
    await t.factories.domain({ sellerId: me.user.id, name: mine })
    await t.factories.domain({ sellerId: other.user.id, name: theirs })
    const res = await postNames(
      t,
      'add/review',
      {
        domains: `${fresh}, ${mine}; ${theirs}\nnot-a-domain example.notatld casino-${fresh}`,
      },
      me.headers,
    )
    expect(res.statusCode).toBe(200)
    const byName = Object.fromEntries(
      res
        .json()
        .items.map((i: { name: string; outcome: string; code: string | null }) => [i.name, i]),
    )
    expect(byName[fresh]).toMatchObject({ outcome: 'VALID', code: null })
    expect(byName[mine]).toMatchObject({
      outcome: 'IN_PORTFOLIO',
      code: 'domains.form.error.alreadyExists.inPortfolio',
    })
    // Another account's name reads as any name needing proof (issue 12).
    expect(byName[theirs]).toMatchObject({
      outcome: 'NEEDS_VERIFICATION',
      code: 'domains.form.error.verificationRequired',
    })
    expect(byName['not-a-domain']).toMatchObject({
      outcome: 'REFUSED',
      code: 'domains.form.error.specificDomain',
    })
    expect(byName['example.notatld']).toMatchObject({
      outcome: 'REFUSED',
      code: 'domains.form.error.tld',
    })
    expect(byName[`casino-${fresh}`]).toMatchObject({
      outcome: 'VALID',
      reviewReasons: ['GAMBLING'],
    })
    // Entry order is kept.
    expect(res.json().items[0].name).toBe(fresh)
  })

  it('refuses more than 50 names per entry with domains.form.error.max', async () => {
    const { headers } = await t.signedInSeller()
    const list = Array.from({ length: 51 }, (_, i) => `n${i}-${uniqueSuffix()}.com`).join(' ')
    const res = await postNames(t, 'add/review', { domains: list }, headers)
    expect(res.json().errors[0]).toMatchObject({
      code: 'domains.form.error.max',
      values: { max: 50, count: 51 },
    })
    const add = await postNames(t, 'add', { domains: list }, headers)
    expect(add.statusCode).toBe(400)
    expect(add.json().error.fields[0].code).toBe('domains.form.error.max')
  })

  it('needs a seller session', async () => {
    const res = await postNames(t, 'add/review', { domains: 'a.com' })
    expect(res.statusCode).toBe(401)
  })
})

describe('add (POST /api/v2/domains/add)', () => {
  it('adds valid names with the listing settings, claims names held by others, reports the rest', async () => {
    const me = await t.signedInSeller()
    const other = await t.signedInSeller()
    const fresh = name('fresh')
    const flagged = `poker-${uniqueSuffix()}.com`
    const theirs = name('theirs')
    await t.factories.domain({ sellerId: other.user.id, name: theirs })
    const res = await postNames(
      t,
      'add',
      {
        domains: `${fresh} ${flagged} ${theirs} bad_name`,
        settings: {
          landerTemplate: 'LEASE_TO_OWN',
          buynowPrice: 1_200_000_000,
          floorPrice: 800_000_000,
          minbidPrice: 100_000_000,
          leasingEnabled: true,
          maxLeasePeriod: 24,
        },
      },
      me.headers,
    )
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.added).toEqual(
      expect.arrayContaining([
        { name: fresh, status: 'ACTIVE', reviewReasons: [] },
        { name: flagged, status: 'COMPLIANCE_REVIEW', reviewReasons: ['GAMBLING'] },
      ]),
    )
    expect(body.unverified).toEqual([
      { name: theirs, code: 'domains.form.error.verificationRequired' },
    ])
    expect(body.errors[0]).toMatchObject({
      code: 'domains.form.error.specificDomain',
      values: { domain: 'bad_name' },
    })
    expect(body.rawDomains).toHaveLength(4)
    const rows = await t.db.execute(
      (await import('drizzle-orm'))
        .sql`select seller_id, lander_template, intake_style, leasing_enabled, max_lease_period, buynow_price_micros from domains where name = ${fresh}`,
    )
    expect((rows as unknown as { rows: Record<string, unknown>[] }).rows[0]).toMatchObject({
      seller_id: me.user.id,
      lander_template: 'LEASE_TO_OWN',
      intake_style: 'LEASE_TO_OWN',
      leasing_enabled: true,
      max_lease_period: 24,
    })
    // The other seller keeps the name until ownership is proven.
    const verifications = await t.app.inject({
      method: 'GET',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
    })
    expect(verifications.json().items[0]).toMatchObject({ name: theirs, state: 'PENDING' })
  })

  it('reports names already in the portfolio instead of adding them twice', async () => {
    const me = await t.signedInSeller()
    const mine = name('mine')
    await t.factories.domain({ sellerId: me.user.id, name: mine })
    const res = await postNames(t, 'add', { domains: mine }, me.headers)
    expect(res.json().added).toEqual([])
    expect(res.json().errors[0]).toMatchObject({
      code: 'domains.form.error.alreadyExists.inPortfolio',
    })
  })

  it('refuses listing settings that break the price rules', async () => {
    const me = await t.signedInSeller()
    const res = await postNames(
      t,
      'add',
      {
        domains: name('x'),
        settings: {
          landerTemplate: 'BUY_NOW',
          buynowPrice: 10_000_000,
          floorPrice: 0,
          minbidPrice: 0,
          leasingEnabled: false,
          maxLeasePeriod: 2,
        },
      },
      me.headers,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe('editDomain.prices.buyNow.low')
  })
})

describe('proof for every name (OWNERSHIP_VERIFICATION=all)', () => {
  it('never tells a seller that another account holds a name: it answers as for any name needing proof (issue 12)', async () => {
    const strict = await buildTestApp({ REGISTRATION_DATA: 'none', OWNERSHIP_VERIFICATION: 'all' })
    try {
      const me = await strict.factories.seller()
      const headers = await strict.signedIn(me)
      const other = await strict.factories.seller()
      const theirs = name('theirs')
      const fresh = name('fresh')
      await strict.factories.domain({ sellerId: other.id, name: theirs })
      const answers = async (domain: string) => {
        const review = await postNames(strict, 'add/review', { domains: domain }, headers)
        const add = await postNames(strict, 'add', { domains: domain }, headers)
        const verifications = await strict.app.inject({
          method: 'POST',
          url: '/api/v1/domains/verificationStatus',
          headers,
          payload: { domains: [domain] },
        })
        // Names and times aside, the answers must be the same.
        const blank = (body: string) =>
          JSON.parse(
            body.replaceAll(domain, 'NAME').replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME'),
          ) as unknown
        return [
          review.statusCode,
          blank(review.body),
          add.statusCode,
          blank(add.body),
          verifications.statusCode,
          blank(verifications.body),
        ]
      }
      expect(await answers(theirs)).toEqual(await answers(fresh))
    } finally {
      await strict.close()
    }
  })

  it('keeps every new name unverified until proven', async () => {
    const strict = await buildTestApp({ REGISTRATION_DATA: 'none', OWNERSHIP_VERIFICATION: 'all' })
    try {
      const user = await strict.factories.seller()
      const headers = await strict.signedIn(user)
      const fresh = name('strict')
      const review = await postNames(strict, 'add/review', { domains: fresh }, headers)
      expect(review.json().items[0]).toMatchObject({
        outcome: 'NEEDS_VERIFICATION',
        code: 'domains.form.error.verificationRequired',
      })
      const add = await postNames(strict, 'add', { domains: fresh }, headers)
      expect(add.json()).toMatchObject({
        added: [],
        unverified: [{ name: fresh, code: 'domains.form.error.verificationRequired' }],
      })
    } finally {
      await strict.close()
    }
  })
})
