import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadActivities, leads } from '../../db/schema/leads.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function sellerWithListings(visibility: 'PUBLIC' | 'ANONYMOUS' | 'PRIVATE' = 'PUBLIC') {
  const seller = await t.factories.seller({
    profileVisibility: visibility,
    name: `Seller ${uniqueSuffix()}`,
  })
  const s = uniqueSuffix()
  const featured = await t.factories.domain({
    sellerId: seller.id,
    name: `feat-${s}.com`,
    status: 'ACTIVE',
    featured: true,
  })
  const plain = await t.factories.domain({
    sellerId: seller.id,
    name: `plain-${s}.com`,
    status: 'ACTIVE',
  })
  const hidden = await t.factories.domain({
    sellerId: seller.id,
    name: `hid-${s}.com`,
    status: 'ACTIVE',
    hidden: true,
  })
  return { seller, featured, plain, hidden }
}

describe('public profiles (spec §2)', () => {
  it('/profile, /{username} and /listings show listings, featured first, never hidden', async () => {
    const { seller, featured, plain, hidden } = await sellerWithListings()
    for (const url of [`/profile/${seller.username}`, `/${seller.username}`]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(seller.name)
      expect(res.body).toContain('Featured')
      expect(res.body).toContain(featured.name)
      expect(res.body).not.toContain(hidden.name)
      expect(res.body).toContain(
        `rel="canonical" href="http://localhost:3000/profile/${seller.username}"`,
      )
    }
    const all = await t.app.inject({ method: 'GET', url: `/listings/${seller.username}?q=plain` })
    expect(all.body).toContain(plain.name)
    expect(all.body).not.toContain(featured.name)
    expect(all.body).not.toContain(hidden.name)
  })

  it('an anonymous profile hides the name; a private one answers 404', async () => {
    const anonymous = await sellerWithListings('ANONYMOUS')
    const res = await t.app.inject({ method: 'GET', url: `/profile/${anonymous.seller.username}` })
    expect(res.body).not.toContain(anonymous.seller.name)
    expect(res.body).toContain('A Namefolio seller')
    const hidden = await sellerWithListings('PRIVATE')
    for (const url of [
      `/profile/${hidden.seller.username}`,
      `/listings/${hidden.seller.username}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('reserved names and unknown users fall through to the portal / not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/portfolio',
      headers: { accept: 'application/json' },
    })
    expect(res.body).not.toContain('domains for sale')
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/nobody-${uniqueSuffix()}`,
      headers: { accept: 'application/json' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('what the public profile tells about the seller (issue 18, decisions 1006, 1007)', () => {
  const HOUR = 60 * 60 * 1000

  /** A lead `ageHours` old, answered by the seller after `replyHours` (null: not yet). */
  async function lead(
    sellerId: string,
    domainId: string,
    domainName: string,
    ageHours: number,
    replyHours: number | null,
  ) {
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const createdAt = new Date(Date.now() - ageHours * HOUR)
    const [row] = await t.db
      .insert(leads)
      .values({ sellerId, domainId, domainName, buyerId: buyer.id, createdAt })
      .returning({ id: leads.id })
    if (replyHours !== null) {
      await t.db.insert(leadActivities).values({
        leadId: row!.id,
        sellerId,
        type: 'SellerMessage',
        actor: 'seller',
        createdAt: new Date(createdAt.getTime() + replyHours * HOUR),
      })
    }
  }

  it('shows bio, member since, sales and the median time to the first reply', async () => {
    const { seller, plain } = await sellerWithListings()
    const headers = await t.signedIn(seller)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/profile',
      headers,
      payload: { bio: 'Short .com names & brandables.' },
    })
    for (const replyHours of [0.5, 2, 3])
      await lead(seller.id, plain.id, plain.name, 48, replyHours)
    const res = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(res.body).toContain('Short .com names &amp; brandables.')
    expect(res.body).toMatch(/Member since [A-Z][a-z]+ \d{4}/)
    expect(res.body).toContain('0 sales completed')
    expect(res.body).toContain('Usually replies within a few hours')
  })

  it('counts an unanswered lead as the slowest, and hides what the seller chose to hide', async () => {
    const { seller, plain } = await sellerWithListings()
    for (const replyHours of [0.5, null, null])
      await lead(seller.id, plain.id, plain.name, 200, replyHours)
    const shown = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(shown.body).toContain('Usually takes more than a week to reply')
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/profile',
      headers: await t.signedIn(seller),
      payload: { showSalesCount: false, showResponseTime: false },
    })
    const hidden = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(hidden.body).not.toContain('sales completed')
    expect(hidden.body).not.toContain('Usually')
    expect(hidden.body).toContain('Member since')
  })

  it('an anonymous profile shows no bio', async () => {
    const { seller } = await sellerWithListings('ANONYMOUS')
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/profile',
      headers: await t.signedIn(seller),
      payload: { bio: 'My name is Dana Example.' },
    })
    const res = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(res.body).not.toContain('Dana Example')
    expect(res.body).toContain('Member since')
  })
})
