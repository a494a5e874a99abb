import { describe, expect, it } from 'vitest'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'

const USD = 1_000_000
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

const t = testAppForFile()

function home(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER_ACCEPT, ...headers } })
}

describe('the home page at / (issue 13)', () => {
  it('answers a browser with 200 HTML: search box, sign in and sign up', async () => {
    const res = await home()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('action="/search"')
    expect(res.body).toContain('href="/signup"')
    expect(res.body).toContain('href="/login"')
    expect(res.body).toContain('For buyers')
    expect(res.body).toContain('For sellers')
    expect(res.body).not.toContain('<script')
  })

  it('features listed Buy Now domains with price and lander; never hidden, sold or offer-only ones', async () => {
    const seller = await t.factories.seller()
    const listed = `fresh-${uniqueSuffix()}.com`
    const hidden = `hidden-${uniqueSuffix()}.com`
    const sold = `sold-${uniqueSuffix()}.com`
    const offerOnly = `offer-only-${uniqueSuffix()}.com`
    const base = {
      sellerId: seller.id,
      status: 'ACTIVE' as const,
      buynowPriceMicros: 2400 * USD,
      landerTemplate: 'BUY_NOW',
    }
    await t.factories.domain({ ...base, name: offerOnly, landerTemplate: 'PRICE_FORM' })
    await t.factories.domain({ ...base, name: hidden, hidden: true })
    await t.factories.domain({ ...base, name: sold, soldAt: new Date() })
    await t.factories.domain({ ...base, name: listed, leasingEnabled: true })
    const res = await home()
    expect(res.body).toContain(`href="/lander/${listed}"`)
    expect(res.body).toContain('$2,400')
    expect(res.body).toContain('Lease to own')
    expect(res.body).not.toContain(hidden)
    expect(res.body).not.toContain(sold)
    expect(res.body).not.toContain(offerOnly)
  })

  it.each([
    [['seller', 'buyer'], null, '/dashboard'],
    [['buyer'], null, '/purchases'],
    [['seller', 'buyer'], 'buyer', '/purchases'],
    [['broker'], 'seller', '/broker'],
  ] as const)(
    'a signed-in person with roles %j (role switch: %s) is sent to %s',
    async (roles, chosen, path) => {
      const user = await t.factories.user({ roles: [...roles] })
      const { cookie } = await t.signedIn(user)
      const res = await home({ cookie: chosen ? `${cookie}; nf_role=${chosen}` : cookie })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe(path)
    },
  )

  it('is in the sitemap of pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' })
    expect(res.body).toContain('<loc>http://localhost:3000/</loc>')
  })

  it('API paths still answer JSON, also to a browser: an unknown one is a 404 JSON', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/no-such-thing',
      headers: { accept: BROWSER_ACCEPT },
    })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toHaveProperty('error')
  })
})

describe('/{username} never answers for reserved or empty names (issue 13)', () => {
  it.each(['/admin', '/help', '/Pricing', '/api', '/%20', '/-'])(
    '%s is not found, not a profile or a 400',
    async (url) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      })
      expect(res.statusCode).toBe(404)
    },
  )
})
