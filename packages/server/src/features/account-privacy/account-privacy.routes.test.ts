import { describe, expect, it } from 'vitest'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'

const t = testAppForFile()

async function sellerWithListing() {
  const seller = await t.factories.seller({ name: `Privacy Seller ${uniqueSuffix()}` })
  const domain = await t.factories.domain({
    sellerId: seller.id,
    name: `privacy-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
  })
  return { seller, domain, headers: await t.signedIn(seller) }
}

function setVisibility(headers: Record<string, string>, profileVisibility: string) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/account/privacy',
    headers,
    payload: { profileVisibility },
  })
}

describe('GET, PATCH /api/v1/account/privacy (spec §7)', () => {
  it('answers the default: a public profile and its path', async () => {
    const { seller, headers } = await sellerWithListing()
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/account/privacy', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      profileVisibility: 'PUBLIC',
      profilePath: `/profile/${seller.username}`,
    })
  })

  it('ANONYMOUS keeps the listings on the profile and drops the name', async () => {
    const { seller, domain, headers } = await sellerWithListing()
    const res = await setVisibility(headers, 'ANONYMOUS')
    expect(res.statusCode).toBe(200)
    expect(res.json().profileVisibility).toBe('ANONYMOUS')
    const profile = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(profile.statusCode).toBe(200)
    expect(profile.body).toContain(domain.name)
    expect(profile.body).not.toContain(seller.name)
    expect(profile.body).toContain('A Namefolio seller')
  })

  it('PRIVATE takes the profile and listings pages down, and PUBLIC brings them back', async () => {
    const { seller, domain, headers } = await sellerWithListing()
    const res = await setVisibility(headers, 'PRIVATE')
    expect(res.json()).toEqual({ profileVisibility: 'PRIVATE', profilePath: null })
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/account/privacy', headers })
    expect(read.json().profileVisibility).toBe('PRIVATE')
    for (const url of [`/profile/${seller.username}`, `/listings/${seller.username}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
    // Landers still sell the domain.
    expect((await t.app.inject({ method: 'GET', url: `/lander/${domain.name}` })).statusCode).toBe(
      200,
    )
    await setVisibility(headers, 'PUBLIC')
    const back = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(back.statusCode).toBe(200)
    expect(back.body).toContain(seller.name)
  })

  it('refuses an unknown setting with the error envelope', async () => {
    const { headers } = await sellerWithListing()
    const res = await setVisibility(headers, 'FRIENDS')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBeDefined()
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/account/privacy' })
    expect(res.statusCode).toBe(401)
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/privacy',
      payload: { profileVisibility: 'PRIVATE' },
    })
    expect(patch.statusCode).toBe(401)
  })
})
