import { describe, expect, it } from 'vitest'
import { totpFactors, recoveryCodes } from '../../db/schema/identity.ts'
import { TEST_PASSWORD, testAppForFile } from '../../test/build-test-app.ts'
import {
  confirmTotp,
  form,
  formHeaders,
  hiddenValue,
  sessionCookieOf,
  totpCode,
} from '../../test/identity-helpers.ts'

const t = testAppForFile()

const HOUR = 60 * 60 * 1000

async function enrolTotp(cookie: string) {
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/totp',
    headers: { cookie },
  })
  expect(enrol.statusCode).toBe(200)
  const { secret, qrCode, otpauthUrl } = enrol.json()
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(otpauthUrl).toContain('otpauth://totp/Namefolio')
  const confirm = await confirmTotp(t, cookie, secret)
  expect(confirm.statusCode).toBe(200)
  return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] }
}

describe('step-up (spec §6 login again, code 5)', () => {
  it('answers ForceLogin with the risk needed when the last sign-in is too old', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 2 * HOUR),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/totp',
      headers: { cookie },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toMatchObject({
      code: 'ForceLogin',
      fields: [
        { field: 'session', code: 'sso.error.loginAgain', values: { risk: 'high', status: 5 } },
      ],
    })
  })
})

describe('TOTP second factor', () => {
  it('enrols with a QR code, stores recovery codes hashed, and asks for a code after the password', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const { secret, recoveryCodes: codes } = await enrolTotp(cookie)
    expect(codes).toHaveLength(10)
    const stored = await t.db.select().from(recoveryCodes)
    expect(stored.some((r) => codes.includes(r.codeHash))).toBe(false)
    const security = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/security',
      headers: { cookie },
    })
    expect(security.json().totp).toEqual({ isEnabled: true, recoveryCodesLeft: 10 })

    // Password first: no session yet, the page asks for the code.
    const first = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: formHeaders,
      payload: form({ email: seller.email, password: TEST_PASSWORD, path: '/portfolio' }),
    })
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('Two-step sign-in')
    expect(first.cookies.find((c) => c.name === 'nf_session')).toBeUndefined()
    const challenge = hiddenValue(first.body, 'challenge')
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/login/second-factor',
      headers: formHeaders,
      payload: form({ challenge, code: '000000', path: '/portfolio' }),
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.body).toContain('That code is not right')
    const ok = await t.app.inject({
      method: 'POST',
      url: '/login/second-factor',
      headers: formHeaders,
      payload: form({ challenge, code: await totpCode(secret, 1), path: '/portfolio' }),
    })
    expect(ok.statusCode).toBe(303)
    expect(ok.headers.location).toBe('http://localhost:3000/portfolio')
    sessionCookieOf(ok)
    // The challenge is single use.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/login/second-factor',
      headers: formHeaders,
      payload: form({ challenge, code: await totpCode(secret) }),
    })
    expect(replay.statusCode).toBe(401)
  })

  it('accepts a recovery code once, over JSON too', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const { recoveryCodes: codes } = await enrolTotp(cookie)
    const login = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sso/login',
        payload: { email: seller.email, password: TEST_PASSWORD },
      })
      expect(res.json().secondFactor.methods).toEqual(['totp'])
      return res.json().secondFactor.challenge as string
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login/second-factor',
      payload: { challenge: await login(), code: codes[0]!.toUpperCase() },
    })
    expect(ok.statusCode).toBe(200)
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login/second-factor',
      payload: { challenge: await login(), code: codes[0] },
    })
    expect(reused.statusCode).toBe(401)
  })

  it('turns off only after a recent sign-in', async () => {
    const seller = await t.factories.seller()
    const fresh = await t.signedIn(seller)
    await enrolTotp(fresh.cookie)
    const stale = await t.signedIn(seller, { authenticatedAt: new Date(Date.now() - HOUR) })
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/totp',
      headers: { cookie: stale.cookie },
    })
    expect(refused.json().error.code).toBe('ForceLogin')
    const done = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/totp',
      headers: { cookie: fresh.cookie },
    })
    expect(done.statusCode).toBe(204)
    const { eq } = await import('drizzle-orm')
    expect(
      await t.db.select().from(totpFactors).where(eq(totpFactors.userId, seller.id)),
    ).toHaveLength(0)
  })

  it('never accepts the same code twice (the one used to enrol is spent)', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const { secret } = await enrolTotp(cookie)
    const code = await totpCode(secret)
    const challenge = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/sso/login',
          payload: { email: seller.email, password: TEST_PASSWORD },
        })
      ).json().secondFactor.challenge
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login/second-factor',
      payload: { challenge: await challenge(), code },
    })
    expect(first.statusCode).toBe(401)
  })
})

describe('suspended and disapproved sellers (spec §2, §8)', () => {
  it.each(['Suspended', 'Disapproved'] as const)(
    '%s: the API answers UserAccountSuspended',
    async (approvalStatus) => {
      const seller = await t.factories.seller({ approvalStatus })
      const { cookie } = await t.signedIn(seller)
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/security',
        headers: { cookie },
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('UserAccountSuspended')
    },
  )

  it('shows the suspended status on the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login?status=suspended' })
    expect(res.body).toContain('This account is suspended')
    const code4 = await t.app.inject({ method: 'GET', url: '/login?status=4' })
    expect(code4.body).toContain('This account is suspended')
    const code5 = await t.app.inject({ method: 'GET', url: '/login?status=5&auth_reason=resubmit' })
    expect(code5.body).toContain('Confirm your password to resubmit your listings.')
  })
})
