import { describe, expect, it } from 'vitest'
import { TEST_PASSWORD, testAppForFile, type TestApp } from '../../test/build-test-app.ts'

// Issue 12, lower findings: a cross-site GET /logout must not sign anyone out; the session
// cookie carries the __Host- prefix on https (decision 914).

const t = testAppForFile()
const https = testAppForFile({ PUBLIC_URL: 'https://portal.namefolio.test' })

async function isValid(app: TestApp, cookie: string): Promise<boolean> {
  const res = await app.app.inject({ url: '/api/auth/validate', headers: { cookie } })
  return res.json().valid as boolean
}

describe('sign-out is a POST from our own pages (issue 12)', () => {
  it('GET /logout only asks, with a button that posts to /logout; the session stays', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const page = await t.app.inject({
      url: '/logout',
      headers: { cookie, accept: 'text/html', 'sec-fetch-site': 'cross-site' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Sign out of Namefolio?')
    expect(page.body).toMatch(/<form action="\/logout" method="post">/)
    expect(page.body).toContain(seller.email)
    expect(await isValid(t, cookie)).toBe(true)
  })

  it('GET /logout without a session goes to the sign-in page', async () => {
    const res = await t.app.inject({ url: '/logout' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/login?status=signed-out')
  })

  it('a POST /logout from another site is refused and the session stays', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
    expect(await isValid(t, cookie)).toBe(true)
  })

  it("the confirmation page's button signs out and clears the cookie", async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/login?status=signed-out')
    expect(res.cookies.find((c) => c.name === 'nf_session')?.value).toBe('')
    expect(await isValid(t, cookie)).toBe(false)
  })
})

describe('session cookie prefix (issue 12, decision 914)', () => {
  it('on https the session cookie is __Host-nf_session: Secure, Path=/, no Domain', async () => {
    const seller = await https.factories.seller()
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { host: 'portal.namefolio.test' },
      payload: { email: seller.email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === '__Host-nf_session')
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' })
    expect(cookie?.domain).toBeUndefined()
    expect(res.cookies.some((c) => c.name === 'nf_session')).toBe(false)
    expect(await isValid(https, `__Host-nf_session=${cookie!.value}`)).toBe(true)
    // The plain name is not read on https: a cookie set by a plain-http page cannot shadow it.
    expect(await isValid(https, `nf_session=${cookie!.value}`)).toBe(false)
  })

  it('on plain-http localhost it keeps the plain name (browsers refuse __Host- without Secure)', async () => {
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { email: seller.email, password: TEST_PASSWORD },
    })
    const cookie = res.cookies.find((c) => c.name === 'nf_session')
    expect(cookie?.secure).toBeFalsy()
    expect(cookie?.path).toBe('/')
  })
})
