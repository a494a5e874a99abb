import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
