import { describe, expect, it } from 'vitest'
import { TEST_PASSWORD, uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import {
  findLatestMail,
  findLinkIn,
  hiddenValue,
  postForm,
  sessionCookieOf,
} from '../../test/identity-helpers.ts'
import { oneTimeTokens } from '../../db/schema/identity.ts'

const t = testAppForFile()

async function validate(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: { cookie } })
  return res.json().valid as boolean
}

/** The password-reset link in the newest mail to `email`. */
async function resetLinkFor(email: string): Promise<URL> {
  return findLinkIn((await findLatestMail(t, email))!.textBody, '/recover/reset')
}

/** A password sign-in through the JSON API, from the client `from` describes. */
function logIn(
  email: string,
  password: string,
  from: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { email, password },
    ...from,
  })
}

function resetPassword(token: string, password: string, confirm = password) {
  return postForm(t, '/recover/reset', { token, password, confirm })
}

function changePassword(cookie: string, current: string, password: string, origin?: string) {
  return postForm(
    t,
    '/password/change',
    { current, password, confirm: password },
    { headers: origin ? { cookie, origin } : { cookie } },
  )
}

describe('/recover (spec §2): e-mailed, single-use, expiring link', () => {
  it('answers the same page whether or not the address has an account, and mails only a real one', async () => {
    const seller = await t.factories.seller()
    const ghost = `ghost-${uniqueSuffix()}@example.test`
    const known = await postForm(t, '/recover', { email: seller.email })
    const unknown = await postForm(t, '/recover', { email: ghost })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.body).toBe(unknown.body)
    expect(await findLatestMail(t, ghost)).toBeNull()
    const mail = await findLatestMail(t, seller.email)
    expect(mail?.subject).toBe('Reset your Namefolio password')
  })

  it('stores only the hash of the link token', async () => {
    const seller = await t.factories.seller()
    await postForm(t, '/recover', { email: seller.email })
    const link = await resetLinkFor(seller.email)
    const token = link.searchParams.get('token')!
    const rows = await t.db.select().from(oneTimeTokens)
    expect(rows.some((r) => r.tokenHash === token)).toBe(false)
  })

  it('resets the password once, ends every session, and refuses the link a second time', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    await postForm(t, '/recover', { email: seller.email })
    const link = await resetLinkFor(seller.email)
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(page.statusCode).toBe(200)
    const token = hiddenValue(page.body, 'token')
    const mismatch = await resetPassword(token, 'brand-new-password', 'other-password!')
    expect(mismatch.statusCode).toBe(400)
    const done = await resetPassword(token, 'brand-new-password')
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toContain('status=password-reset')
    expect(await validate(cookie)).toBe(false)
    const again = await resetPassword(token, 'another-password-1')
    expect(again.statusCode).toBe(410)
    const login = await logIn(seller.email, 'brand-new-password')
    expect(login.statusCode).toBe(200)
    expect((await findLatestMail(t, seller.email))?.subject).toBe(
      'Your Namefolio password was changed',
    )
  })

  it('refuses an expired link', async () => {
    const seller = await t.factories.seller()
    await postForm(t, '/recover', { email: seller.email })
    const link = await resetLinkFor(seller.email)
    const { sql } = await import('drizzle-orm')
    await t.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 minute' where user_id = ${seller.id}`,
    )
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(page.statusCode).toBe(410)
  })

  it('sends at most 3 mails an hour per address', async () => {
    const seller = await t.factories.seller()
    for (let i = 0; i < 5; i++) {
      await postForm(t, '/recover', { email: seller.email }, { remoteAddress: `10.1.1.${i}` })
    }
    const { listOutbox } = await import('../../mail/mailer.ts')
    const mails = (await listOutbox(t.db, 1000)).filter((m) => m.toAddress === seller.email)
    expect(mails).toHaveLength(3)
  })
})

describe('/password/change: a password change ends every other session', () => {
  it('needs the current password, keeps this session and signs out the others', async () => {
    const seller = await t.factories.seller()
    const here = await t.signedIn(seller)
    const elsewhere = await t.signedIn(seller)
    const wrong = await changePassword(here.cookie, 'not-it', 'a-new-password-1')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.body).toContain('That is not your current password.')
    const ok = await changePassword(here.cookie, TEST_PASSWORD, 'a-new-password-1')
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toContain('Your password is changed')
    expect(await validate(here.cookie)).toBe(true)
    expect(await validate(elsewhere.cookie)).toBe(false)
  })

  it('sends a visitor without a session to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/password/change' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toContain('/login?path=%2Fpassword%2Fchange')
  })
})

describe('sign-in links: passwordless sign-in by e-mail', () => {
  it('mails a link that signs in once, after a button press, and never again', async () => {
    const seller = await t.factories.seller()
    const ask = await postForm(t, '/login/link?path=%2Fportfolio', {
      email: seller.email,
      path: '/portfolio',
    })
    expect(ask.statusCode).toBe(200)
    expect(ask.body).toContain('If an account uses that address')
    const link = findLinkIn((await findLatestMail(t, seller.email))!.textBody, '/login/link')
    // Opening the link does not use it (mail scanners open links); the button does.
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(page.statusCode).toBe(200)
    const token = hiddenValue(page.body, 'token')
    const used = await postForm(t, '/login/link/confirm', { token, path: '/portfolio' })
    expect(used.statusCode).toBe(303)
    expect(used.headers.location).toBe('http://localhost:3000/portfolio')
    expect(await validate(sessionCookieOf(used))).toBe(true)
    const again = await postForm(t, '/login/link/confirm', { token })
    expect(again.statusCode).toBe(410)
    expect(again.body).toContain('expired or was already used')
  })

  it('answers the same for an unknown address', async () => {
    const res = await postForm(t, '/login/link', { email: `nobody-${uniqueSuffix()}@example.test` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('If an account uses that address')
  })
})

describe('defences: growing delays, lockout e-mail, sign-in history', () => {
  it('slows repeated failures down, then locks and e-mails the owner', async () => {
    const seller = await t.factories.seller()
    const attempt = (password: string) =>
      logIn(seller.email, password, {
        remoteAddress: `10.2.${Math.floor(Math.random() * 200)}.1`,
      })
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).statusCode).toBe(401)
    // The fourth failure in a row must wait: even the right password is refused for now.
    const slowed = await attempt(TEST_PASSWORD)
    expect(slowed.statusCode).toBe(429)
    expect(slowed.json().error.fields[0].code).toBe('sso.error.throttled')
    // Simulate the waits having passed, up to the lockout.
    const { signInEvents } = await import('../../db/schema/identity.ts')
    for (let i = 0; i < 6; i++) {
      await t.db.insert(signInEvents).values({
        userId: seller.id,
        email: seller.email,
        method: 'password',
        isSuccess: false,
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
    }
    const { sql } = await import('drizzle-orm')
    await t.db.execute(
      sql`update sign_in_events set created_at = now() - interval '10 minutes' where email = ${seller.email}`,
    )
    expect((await attempt('wrong')).statusCode).toBe(401)
    expect((await findLatestMail(t, seller.email))?.subject).toBe(
      'Sign-in to your Namefolio account is paused',
    )
    const locked = await attempt(TEST_PASSWORD)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error.fields[0].code).toBe('sso.error.locked')
  })

  it('lists sign-ins with time, IP and user agent; and the active sessions with revoke', async () => {
    const seller = await t.factories.seller()
    const login = await logIn(seller.email, TEST_PASSWORD, {
      headers: { 'user-agent': 'Firefox/999' },
      remoteAddress: '10.3.3.3',
    })
    const cookie = sessionCookieOf(login)
    const other = await t.signedIn(seller)
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/sign-ins',
      headers: { cookie },
    })
    expect(history.json().items[0]).toMatchObject({
      method: 'password',
      isSuccess: true,
      ipAddress: '10.3.3.3',
      userAgent: 'Firefox/999',
    })
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/sessions',
      headers: { cookie },
    })
    const items = sessions.json().items as { id: string; isCurrent: boolean }[]
    expect(items).toHaveLength(2)
    const otherId = items.find((s) => !s.isCurrent)!.id
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/sessions/${otherId}`,
      headers: { cookie },
    })
    expect(revoke.statusCode).toBe(204)
    expect(await validate(other.cookie)).toBe(false)
    expect(await validate(cookie)).toBe(true)
  })

  it('refuses a cross-site form POST (CSRF)', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const res = await changePassword(
      cookie,
      TEST_PASSWORD,
      'evil-password-1',
      'https://evil.example',
    )
    expect(res.statusCode).toBe(403)
  })
})

describe('limits per target account (issue 12): rotating addresses does not help', () => {
  it('refuses the 11th recovery or sign-in link request within the hour for one address, from any client', async () => {
    const seller = await t.factories.seller()
    const request = (url: string, i: number) =>
      postForm(
        t,
        url,
        { email: seller.email.toUpperCase() },
        { headers: { 'x-forwarded-for': `198.51.100.${i}` }, remoteAddress: `10.30.${i}.1` },
      )
    for (let i = 0; i < 10; i++) {
      const res = await request(i % 2 === 0 ? '/recover' : '/login/link', i)
      expect(res.statusCode).toBe(200)
    }
    const refused = await request('/recover', 10)
    expect(refused.statusCode).toBe(429)
    expect(refused.body).toContain('Too many requests for this e-mail address')
    // Someone else's address is not held back by it.
    const other = await postForm(
      t,
      '/recover',
      { email: `other-${uniqueSuffix()}@example.test` },
      { remoteAddress: '10.30.99.1' },
    )
    expect(other.statusCode).toBe(200)
  })

  it('locks an account after 10 failed sign-ins within 15 minutes from 10 addresses: an 11th address is refused too', async () => {
    const seller = await t.factories.seller()
    const { recordSignInEvent } = await import('../../auth/sign-in-events.ts')
    for (let i = 0; i < 10; i++) {
      await recordSignInEvent(t.db, {
        userId: seller.id,
        email: seller.email,
        method: 'password',
        isSuccess: false,
        ipAddress: `10.31.${i}.1`,
        userAgent: 'spray',
      })
    }
    const res = await logIn(seller.email, TEST_PASSWORD, {
      headers: { 'x-forwarded-for': '203.0.113.50' },
      remoteAddress: '10.31.200.1',
    })
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('RATE_LIMITED')
    expect(res.json().error.fields[0].code).toBe('sso.error.locked')
  })
})

describe('a new password ends API tokens too (issue 12)', () => {
  async function tokenFor(userId: string): Promise<string> {
    const { createApiToken } = await import('../../auth/api-tokens.ts')
    const { token } = await createApiToken(t.db, {
      userId,
      name: 'CI script',
      scopes: ['portfolio:read'],
      expiresAt: null,
    })
    return token
  }
  const canUse = async (token: string) =>
    (
      await t.app.inject({
        url: '/api/v1/account/data',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode === 200

  it('a password change revokes every personal access token and says so on the page and in the mail', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const tokens = [await tokenFor(seller.id), await tokenFor(seller.id)]
    expect(await canUse(tokens[0]!)).toBe(true)
    const ok = await changePassword(cookie, TEST_PASSWORD, 'a-new-password-2')
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toContain('Its 2 API tokens were revoked too')
    for (const token of tokens) expect(await canUse(token)).toBe(false)
    const mail = await findLatestMail(t, seller.email)
    expect(mail?.textBody).toContain('Its 2 API tokens were revoked too')
  })

  it('a password reset by e-mailed link revokes every personal access token', async () => {
    const seller = await t.factories.seller()
    const token = await tokenFor(seller.id)
    await postForm(t, '/recover', { email: seller.email }, { remoteAddress: '10.32.0.1' })
    const link = await resetLinkFor(seller.email)
    const done = await postForm(
      t,
      '/recover/reset',
      {
        token: link.searchParams.get('token')!,
        password: 'brand-new-password-3',
        confirm: 'brand-new-password-3',
      },
      { remoteAddress: '10.32.0.1' },
    )
    expect(done.statusCode).toBe(303)
    expect(await canUse(token)).toBe(false)
    expect((await findLatestMail(t, seller.email))?.textBody).toContain(
      'Its 1 API token was revoked too',
    )
  })
})
