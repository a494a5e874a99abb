import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-test-app.ts'
import { createSoftAuthenticator, type SoftAuthenticator } from '../../test/soft-authenticator.ts'

// Passkeys (issue 9, decision 601): registration on /account/security, sign-in on the sign-in
// pages. A software authenticator stands in for the browser, so every refusal below is the
// server's, with a well-formed, correctly signed response.

let t: TestApp
let origin: string
const RP_ID = 'localhost'
beforeAll(async () => {
  t = await buildTestApp()
  origin = new URL(t.env.publicUrl).origin
})
afterAll(() => t.close())

async function registrationChallenge(cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/passkeys/options',
    headers: { cookie },
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().rp.id).toBe(RP_ID)
  return res.json().challenge as string
}

function register(cookie: string, authenticator: SoftAuthenticator, challenge: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/passkeys',
    headers: { cookie },
    payload: {
      name: 'Soft key',
      response: authenticator.register({ challenge, origin, rpId: RP_ID }),
    },
  })
}

/** A seller with one registered passkey. */
async function sellerWithPasskey(): Promise<{ seller: UserRow; key: SoftAuthenticator }> {
  const seller = await t.factories.seller()
  const { cookie } = await t.signedIn(seller)
  const key = createSoftAuthenticator()
  const res = await register(cookie, key, await registrationChallenge(cookie))
  expect(res.statusCode).toBe(201)
  return { seller, key }
}

async function signInChallenge(secondFactorChallenge?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sso/passkey/options',
    payload: secondFactorChallenge ? { challenge: secondFactorChallenge } : {},
  })
  expect(res.statusCode).toBe(200)
  return res.json() as { challenge: string; allowCredentials?: { id: string }[] }
}

function verify(
  authenticator: SoftAuthenticator,
  challenge: string,
  secondFactorChallenge?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sso/passkey/verify',
    payload: {
      ...(secondFactorChallenge ? { challenge: secondFactorChallenge } : {}),
      query: 'path=%2Fportfolio',
      response: authenticator.assert({ challenge, origin, rpId: RP_ID }),
    },
  })
}

async function passwordStep(seller: UserRow): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { email: seller.email, password: TEST_PASSWORD },
  })
  expect(res.json().secondFactor.methods).toContain('passkey')
  return res.json().secondFactor.challenge as string
}

function expectRefused(res: Awaited<ReturnType<typeof verify>>) {
  expect(res.statusCode).toBe(401)
  expect(res.json().error.fields).toEqual([{ field: 'passkey', code: 'sso.error.passkey' }])
  expect(res.cookies.find((c) => c.name === 'nf_session')).toBeUndefined()
}

describe('passkey registration', () => {
  it('registers a passkey and signs in with it without a password', async () => {
    const { seller, key } = await sellerWithPasskey()
    const { challenge } = await signInChallenge()
    const res = await verify(key, challenge)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ user: { id: seller.id }, redirectTo: `${origin}/portfolio` })
    expect(res.cookies.find((c) => c.name === 'nf_session')?.value).toBeTruthy()
  })

  it('refuses a response to a challenge the server never issued', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    expectRefused(await register(cookie, createSoftAuthenticator(), 'bm90LWlzc3VlZC1ieS11cw'))
  })

  it('refuses a challenge issued to another user', async () => {
    const owner = await t.factories.seller()
    const ownerSession = await t.signedIn(owner)
    const challenge = await registrationChallenge(ownerSession.cookie)
    const other = await t.factories.seller()
    const otherSession = await t.signedIn(other)
    expectRefused(await register(otherSession.cookie, createSoftAuthenticator(), challenge))
  })

  it('spends a registration challenge once', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const challenge = await registrationChallenge(cookie)
    expect((await register(cookie, createSoftAuthenticator(), challenge)).statusCode).toBe(201)
    expectRefused(await register(cookie, createSoftAuthenticator(), challenge))
  })

  it('refuses a sign-in challenge offered for registration', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const { challenge } = await signInChallenge()
    expectRefused(await register(cookie, createSoftAuthenticator(), challenge))
  })

  it("refuses a credential already registered, even to another user's account", async () => {
    const { key } = await sellerWithPasskey()
    const other = await t.factories.seller()
    const { cookie } = await t.signedIn(other)
    const res = await register(cookie, key, await registrationChallenge(cookie))
    expect(res.statusCode).toBe(409)
  })

  it('needs a recent sign-in', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 60 * 60_000),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/passkeys/options',
      headers: { cookie },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('ForceLogin')
  })
})

describe('passkey sign-in', () => {
  it('refuses a response to a challenge the server never issued', async () => {
    const { key } = await sellerWithPasskey()
    expectRefused(await verify(key, 'bm90LWlzc3VlZC1ieS11cw'))
  })

  it('refuses a registration challenge offered for sign-in', async () => {
    const { seller, key } = await sellerWithPasskey()
    const { cookie } = await t.signedIn(seller)
    expectRefused(await verify(key, await registrationChallenge(cookie)))
  })

  it('refuses an unknown credential, and the challenge is spent', async () => {
    const { key } = await sellerWithPasskey()
    const { challenge } = await signInChallenge()
    expectRefused(await verify(createSoftAuthenticator(), challenge))
    expectRefused(await verify(key, challenge))
  })

  it('refuses a known credential id signed by another key', async () => {
    const { key } = await sellerWithPasskey()
    const impostor = createSoftAuthenticator(key.credentialId)
    expectRefused(await verify(impostor, (await signInChallenge()).challenge))
  })

  it('refuses an assertion made for another origin', async () => {
    const { key } = await sellerWithPasskey()
    const { challenge } = await signInChallenge()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/passkey/verify',
      payload: { response: key.assert({ challenge, origin: 'https://evil.example', rpId: RP_ID }) },
    })
    expectRefused(res)
  })

  it("refuses another user's passkey as the second factor", async () => {
    const victim = await sellerWithPasskey()
    const attacker = await sellerWithPasskey()
    const pending = await passwordStep(victim.seller)
    const options = await signInChallenge(pending)
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([victim.key.credentialId])
    expectRefused(await verify(attacker.key, options.challenge, pending))
    // The victim's own passkey still completes the same pending sign-in.
    const own = await verify(victim.key, (await signInChallenge(pending)).challenge, pending)
    expect(own.statusCode).toBe(200)
    expect(own.json().user.id).toBe(victim.seller.id)
  })

  it('refuses a second factor for a pending sign-in that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/passkey/options',
      payload: { challenge: 'no-such-pending-sign-in' },
    })
    expect(res.statusCode).toBe(401)
  })
})
