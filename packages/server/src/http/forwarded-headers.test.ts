import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../config/env.ts'
import { buildTestApp, TEST_PASSWORD, type TestApp, withTestApp } from '../test/build-test-app.ts'
import { sessionCookieOf } from '../test/identity-helpers.ts'

// Issue 12 "Proxies": forwarded headers are believed only from configured proxy addresses
// (TRUST_PROXY, default none); CSRF compares with the configured public origins; a forged
// X-Forwarded-Host changes neither the CSRF answer nor the frame blocking of /login.

let direct: TestApp
let proxied: TestApp
beforeAll(async () => {
  direct = await buildTestApp()
  proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' })
}, 60_000)
afterAll(async () => {
  await direct.close()
  await proxied.close()
})

/** Signs in by password from `remoteAddress` with the given headers; the newest sign-in's IP. */
async function signInAddress(
  t: TestApp,
  remoteAddress: string,
  headers: Record<string, string>,
): Promise<string | null> {
  const seller = await t.factories.seller()
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { email: seller.email, password: TEST_PASSWORD },
    headers,
    remoteAddress,
  })
  expect(login.statusCode).toBe(200)
  const history = await t.app.inject({
    url: '/api/v1/account/sign-ins',
    headers: { cookie: sessionCookieOf(login) },
  })
  return history.json().items[0].ipAddress as string | null
}

describe('TRUST_PROXY (issue 12): forwarded addresses only from configured proxies', () => {
  it('parses a comma list of addresses, CIDRs and named ranges; none by default', () => {
    expect(parseEnv({}).trustProxy).toEqual([])
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ])
  })

  it.each(['true', '*', '10.0.0.0/33', 'proxy.example'])(
    'refuses to start with TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError)
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
    },
  )

  it('by default, a forged X-Forwarded-For does not land in the sign-in history', async () => {
    const address = await signInAddress(direct, '10.4.4.4', {
      'x-forwarded-for': '203.0.113.7',
    })
    expect(address).toBe('10.4.4.4')
  })

  it('by default, a password spray from 60 forged addresses is refused by the per-client limit', async () => {
    await withTestApp({}, async (spray) => {
      let refused = 0
      for (let i = 0; i < 60; i++) {
        const res = await spray.app.inject({
          method: 'POST',
          url: '/api/sso/login',
          payload: { email: `victim-${i}@example.test`, password: 'Summer2025!' },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          remoteAddress: '10.6.6.6',
        })
        if (res.statusCode === 429) {
          expect(res.json().error.code).toBe('RATE_LIMITED')
          refused++
        }
      }
      // 20 a minute per client (sign-in routes): the other 40 are refused.
      expect(refused).toBe(40)
    })
  })

  it('with TRUST_PROXY=127.0.0.1, the address the proxy forwards is the client', async () => {
    const address = await signInAddress(proxied, '127.0.0.1', {
      'x-forwarded-for': '203.0.113.8',
    })
    expect(address).toBe('203.0.113.8')
  })

  it('with TRUST_PROXY=127.0.0.1, a forwarded address from anyone else is ignored', async () => {
    const address = await signInAddress(proxied, '10.5.5.5', {
      'x-forwarded-for': '203.0.113.9',
    })
    expect(address).toBe('10.5.5.5')
  })
})

describe('CSRF (issue 12): the sender must be one of the configured public origins', () => {
  it.each([
    ['without a trusted proxy', () => direct],
    ['behind a trusted proxy', () => proxied],
  ])('a forged X-Forwarded-Host does not make another site our own (%s)', async (_, app) => {
    const t = app()
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: {
        ...(await t.signedIn(seller)),
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
  })

  it('a forged Host does not make another site our own', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('refuses a cross-site Referer when the browser sent no Origin', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: { referer: 'https://evil.example/page' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('a person posting a form from another address of ours gets a page, not JSON, and nothing changes', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        origin: 'http://127.0.0.1:3000',
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=someone%40example.test&password=x',
    })
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.body).toContain('This form was sent from another address')
    expect(res.body).toContain('href="http://localhost:3000/login"')
  })

  it('accepts PUBLIC_URL, SSO_BASE_URL and private-label hosts as senders', async () => {
    const t = await buildTestApp({
      SSO_BASE_URL: 'http://sso.localhost:3000',
      PRIVATE_LABELS: JSON.stringify([
        { id: 'acme', hosts: ['domains.acme.test'], name: 'Acme Domains' },
      ]),
    })
    try {
      for (const origin of [
        'http://localhost:3000',
        'http://sso.localhost:3000',
        'http://domains.acme.test:3000',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sso/logout',
          headers: { origin },
        })
        expect(res.statusCode, origin).toBe(204)
      }
    } finally {
      await t.close()
    }
  })

  it("lets a lander on a seller's domain post its own forms, and nothing else", async () => {
    const headers = { host: 'parked-example.com', origin: 'http://parked-example.com' }
    const offer = await direct.app.inject({
      method: 'POST',
      url: '/lander/parked-example.com/offer',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.test',
    })
    expect(offer.statusCode).not.toBe(403)
    const logout = await direct.app.inject({ method: 'POST', url: '/api/sso/logout', headers })
    expect(logout.statusCode).toBe(403)
  })
})

describe('frame blocking (issue 12): a forged host never strips it from /login', () => {
  it.each([
    ['X-Forwarded-Host, no trusted proxy', () => direct, { 'x-forwarded-host': 'evil.example' }],
    ['X-Forwarded-Host, trusted proxy', () => proxied, { 'x-forwarded-host': 'evil.example' }],
    ['Host', () => direct, { host: 'evil.example' }],
  ])('a forged %s keeps /login unframeable', async (_, app, headers) => {
    const res = await app().app.inject({
      url: '/login',
      headers: { accept: 'text/html', ...headers },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})
