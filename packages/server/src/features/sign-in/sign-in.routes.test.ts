import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  TEST_PASSWORD,
  uniqueSuffix,
  testAppForFile,
} from '../../test/build-test-app.ts'
import { expectMalformedFields } from '../../test/malformed-input.ts'

const t = testAppForFile()

function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'nf_session')
  if (!cookie) throw new Error('no session cookie')
  return `nf_session=${cookie.value}`
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
})

describe('sign-up and sign-in over JSON (issue 2 §5)', () => {
  it('signs up, sets an HttpOnly SameSite=Lax session cookie, and the session validates', async () => {
    const suffix = uniqueSuffix()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/signup',
      payload: {
        email: `New-${suffix}@Example.test`,
        password: 'long-enough-pw',
        name: 'New Seller',
        username: `new-${suffix}`,
      },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user.email).toBe(`new-${suffix}@example.test`)
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: { cookie: sessionCookieOf(res) },
    })
    expect(check.json()).toMatchObject({
      valid: true,
      details: { userId: res.json().user.id, realm: 'portal', risk: 'low' },
    })
  })

  it('refuses a taken e-mail and username with 409 and the fields', async () => {
    const existing = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/signup',
      payload: {
        email: existing.email,
        password: 'long-enough-pw',
        name: 'X',
        username: existing.username,
      },
    })
    expect(res.statusCode).toBe(409)
    expect(
      res
        .json()
        .error.fields.map((f: { code: string }) => f.code)
        .sort(),
    ).toEqual(['sso.signup.error.emailTaken', 'sso.signup.error.usernameTaken'])
  })

  it('refuses a username that is a product route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/signup',
      payload: {
        email: `r-${uniqueSuffix()}@example.test`,
        password: 'long-enough-pw',
        name: 'X',
        username: 'portfolio',
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([
      { field: 'username', code: 'auth.signup.error.usernameReserved' },
    ])
  })

  it('answers a wrong password with 401 INVALID_CREDENTIALS, the same as an unknown e-mail', async () => {
    const seller = await t.factories.seller()
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { email: seller.email, password: 'nope' },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { email: `ghost-${uniqueSuffix()}@example.test`, password: 'nope' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS')
    expect(wrong.headers['set-cookie']).toBeUndefined()
  })

  it('answers a malformed body with 400 MALFORMED_INPUT naming the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { email: 'not-an-email' },
    })
    expectMalformedFields(res, ['email', 'password'])
  })

  it('answers a non-JSON body with a 4xx envelope, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
  })

  it('refuses a return path to another site with 400 and sso.error.returnPath', async () => {
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { email: seller.email, password: TEST_PASSWORD, path: 'https://evil.example/steal' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([{ field: 'path', code: 'sso.error.returnPath' }])
  })

  it('signs in and answers where to go; logout ends the session', async () => {
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: {
        email: seller.email.toUpperCase(),
        password: TEST_PASSWORD,
        path: '/portfolio?offset=100',
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().redirectTo).toBe('http://localhost:3000/portfolio?offset=100')
    const cookie = sessionCookieOf(res)
    const out = await t.app.inject({ method: 'POST', url: '/api/sso/logout', headers: { cookie } })
    expect(out.statusCode).toBe(204)
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: { cookie },
    })
    expect(check.json()).toMatchObject({ valid: false, details: { reason: 'NO_SESSION' } })
  })
})

describe('the sign-in pages (issue 2 §5, spec §2)', () => {
  it('shows the form carrying the link parameters of spec §2', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/login?realm=portal&risk=low&auth_reason=reauth&path=%2Fportfolio&port=5173&app=local&subdomain=www&status=2',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(200)
    for (const name of ['realm', 'risk', 'auth_reason', 'path', 'port', 'app', 'subdomain']) {
      expect(res.body).toContain(`name="${name}"`)
    }
    expect(res.body).toContain('Your session timed out')
  })

  it('refuses a sign-in link that returns to another site with a 400 page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/login?path=//evil.example',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('outside Namefolio')
  })

  it('signs in through the form and returns to the path, same site only', async () => {
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      ...form({ email: seller.email, password: TEST_PASSWORD, path: '/account/profile' }),
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('http://localhost:3000/account/profile')
    expect(res.cookies.some((c) => c.name === 'nf_session')).toBe(true)
  })

  it('shows the form again with the e-mail kept and an error on a wrong password', async () => {
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      ...form({ email: seller.email, password: 'wrong-one' }),
    })
    expect(res.statusCode).toBe(401)
    expect(res.body).toContain('do not match an account')
    expect(res.body).toContain(`value="${seller.email}"`)
  })

  it('sends a signed-in visitor of /login straight back', async () => {
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'GET',
      url: '/login?path=%2Fportfolio',
      headers: { ...(await t.signedIn(seller)), accept: 'text/html' },
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('http://localhost:3000/portfolio')
  })

  it('signs up through the form, keeping what was typed when a field is wrong', async () => {
    const suffix = uniqueSuffix()
    const bad = await t.app.inject({
      method: 'POST',
      url: '/signup',
      ...form({
        email: `f-${suffix}@example.test`,
        password: 'short',
        name: 'Form User',
        username: `f-${suffix}`,
      }),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain(`value="f-${suffix}@example.test"`)
    const good = await t.app.inject({
      method: 'POST',
      url: '/signup',
      ...form({
        email: `f-${suffix}@example.test`,
        password: 'long-enough-pw',
        name: 'Form User',
        username: `f-${suffix}`,
      }),
    })
    expect(good.statusCode).toBe(303)
    // With no return path a new account starts its profile (issue 18, decision 1008).
    expect(good.headers.location).toBe('http://localhost:3000/account/profile/create')
  })

  it('POST /logout ends the session and goes to the sign-in page', async () => {
    const seller = await t.factories.seller()
    const headers = await t.signedIn(seller)
    const res = await t.app.inject({ method: 'POST', url: '/logout', headers })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/login?status=signed-out')
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers })
    expect(check.json().valid).toBe(false)
  })

  it('refuses a state-changing request from another site (CSRF, DESIGN.md §4)', async () => {
    const seller = await t.factories.seller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: { ...(await t.signedIn(seller)), origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
  })
})

describe('GET /api/auth/validate (spec §7, §9)', () => {
  it('says not valid without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/validate' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      valid: false,
      details: {
        realm: 'portal',
        risk: 'low',
        userId: null,
        expiresAt: null,
        reason: 'NO_SESSION',
      },
    })
  })

  it('takes only its six parameters plus plid', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate?realm=portal&risk=low&type=x&groups=seller&allowHeartbeat=true&use12HourExpiration=false&plid=p1',
    })
    expect(ok.statusCode).toBe(200)
    const extra = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate?realm=portal&path=/x',
    })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.code).toBe('MALFORMED_INPUT')
  })

  it('asks for a fresh sign-in when the risk needs one (step-up)', async () => {
    const seller = await t.factories.seller()
    const headers = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 60 * 60 * 1000),
    })
    const low = await t.app.inject({ method: 'GET', url: '/api/auth/validate?risk=low', headers })
    const high = await t.app.inject({ method: 'GET', url: '/api/auth/validate?risk=high', headers })
    expect(low.json().valid).toBe(true)
    expect(high.json()).toMatchObject({ valid: false, details: { reason: 'STEP_UP_REQUIRED' } })
  })

  it('keeps the admin realm and role groups to users who hold them', async () => {
    const seller = await t.factories.seller()
    const admin = await t.factories.user({ roles: ['admin'] })
    const asSeller = await t.signedIn(seller)
    const asAdmin = await t.signedIn(admin)
    const realm = (headers: { cookie: string }) =>
      t.app.inject({ method: 'GET', url: '/api/auth/validate?realm=admin', headers })
    expect((await realm(asSeller)).json().details.reason).toBe('REALM_FORBIDDEN')
    expect((await realm(asAdmin)).json().valid).toBe(true)
    const groups = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate?groups=broker,admin',
      headers: asSeller,
    })
    expect(groups.json().details.reason).toBe('GROUP_FORBIDDEN')
  })
})

describe('sign-in rate limit (DESIGN.md §4)', () => {
  it('answers 429 RATE_LIMITED after 20 attempts a minute', async () => {
    const limited = await buildTestApp()
    try {
      let last = 0
      for (let i = 0; i < 21; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/sso/login',
          payload: { email: 'nobody@example.test', password: 'x' },
          remoteAddress: '10.9.8.7',
        })
        last = res.statusCode
        if (i === 20) expect(res.json().error.code).toBe('RATE_LIMITED')
      }
      expect(last).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('a person sending the sign-in form too often reads a page saying so, not JSON', async () => {
    const limited = await buildTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '2' })
    const email = `form-limit-${randomUUID()}@example.test`
    try {
      const statuses: number[] = []
      let last = null
      for (let i = 0; i < 3; i++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/login',
          headers: {
            host: 'localhost:3000',
            accept: 'text/html,application/xhtml+xml',
            'content-type': 'application/x-www-form-urlencoded',
            referer: 'http://localhost:3000/login?path=%2Fportfolio',
          },
          // An address of its own: the account lockout counts failures per address, in the
          // database other test files share on PostgreSQL.
          payload: `email=${encodeURIComponent(email)}&password=x`,
          remoteAddress: '10.9.8.6',
        })
        statuses.push(last.statusCode)
      }
      // SIGN_IN_ATTEMPTS_PER_MINUTE sets the allowance: the third attempt of two is refused.
      expect(statuses[2]).toBe(429)
      expect(statuses.slice(0, 2)).not.toContain(429)
      expect(last?.headers['content-type']).toMatch(/^text\/html/)
      expect(last?.body).toContain('Too many attempts')
      expect(last?.body).toContain('href="/login?path=%2Fportfolio"')
    } finally {
      await limited.close()
    }
  })
})
