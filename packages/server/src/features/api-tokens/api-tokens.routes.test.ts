import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { apiTokens } from '../../db/schema/identity.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { codeQuery, redeemCode, registerApp } from './oauth-flow.fixture.ts'

const t = testAppForFile()

/** POST /api/v1/account/oauth: a new personal access token for the signed-in `cookie`. */
function postToken(cookie: string, name: string, scopes: string[], remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/oauth',
    headers: { cookie },
    payload: { name, scopes },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  })
}

/** Requests that carry `secret` as their Bearer token. */
function withToken(secret: string) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload === undefined ? {} : { payload }),
    })
}

async function createToken(cookie: string, scopes: string[]) {
  const res = await postToken(cookie, 'CI script', scopes)
  expect(res.statusCode).toBe(201)
  return res.json() as { token: { id: string; prefix: string }; secret: string }
}

describe('personal access tokens (/account/oauth)', () => {
  it('is shown once, stored hashed, works as Bearer, and stops working when revoked', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const created = await createToken(cookie, ['portfolio:read'])
    expect(created.secret).toMatch(/^nfp_/)
    expect(created.secret.startsWith(created.token.prefix)).toBe(true)
    const rows = await t.db.select().from(apiTokens)
    expect(
      rows.some((r) => r.tokenHash === created.secret || r.tokenHash.includes(created.secret)),
    ).toBe(false)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/oauth',
      headers: { cookie },
    })
    expect(JSON.stringify(list.json())).not.toContain(created.secret)

    const bearer = withToken(created.secret)
    const me = await bearer('GET', '/api/v1/account/data')
    expect(me.statusCode).toBe(200)
    expect(me.json().id).toBe(seller.id)
    const portfolio = await bearer('GET', '/api/v2/domains')
    expect(portfolio.statusCode).not.toBe(401)
    expect(portfolio.statusCode).not.toBe(403)

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/oauth/${created.token.id}`,
      headers: { cookie },
    })
    expect(revoke.statusCode).toBe(204)
    expect((await bearer('GET', '/api/v1/account/data')).statusCode).toBe(401)
  })

  it('holds a token to its scopes: read is not write, and account settings refuse tokens', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const { secret } = await createToken(cookie, ['portfolio:read'])
    const bearer = withToken(secret)
    const write = await bearer('PATCH', '/api/v2/domains/example.com', {})
    expect(write.statusCode).toBe(403)
    expect(write.json().error.message).toContain('portfolio:write')
    expect((await bearer('GET', '/api/v1/leads')).statusCode).toBe(403)
    const mint = await bearer('POST', '/api/v1/account/oauth', {
      name: 'x',
      scopes: ['leads:write'],
    })
    expect(mint.statusCode).toBe(403)
    expect((await bearer('GET', '/api/v1/account/security')).statusCode).toBe(403)
  })

  it('answers 401 for an unknown or malformed bearer token, never falling back to the cookie', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      headers: { cookie, authorization: 'Bearer nfp_nope' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('needs a recent sign-in to create a token (step-up)', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 60 * 60_000),
    })
    const res = await postToken(cookie, 'x', ['sales:read'])
    expect(res.statusCode).toBe(401)
    expect(res.json().error.fields[0].values.risk).toBe('high')
  })
})

describe('authorization-code flow (GET /api/v1/account/oauth/code, PKCE S256)', () => {
  it('gives a third-party app a scoped token for a code and its verifier, once', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const verifier = randomBytes(32).toString('base64url')
    const redirectUri = 'https://app.example/callback'
    const clientId = await registerApp(t, cookie, [redirectUri])
    const query = codeQuery({
      clientId,
      redirectUri,
      scope: 'sales:read leads:read',
      state: 'xyz',
      verifier,
    })
    const codeRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/oauth/code?${query}`,
      headers: { cookie },
    })
    expect(codeRes.statusCode).toBe(200)
    const { code, redirectTo } = codeRes.json()
    expect(new URL(redirectTo).searchParams.get('state')).toBe('xyz')
    const badVerifier = await redeemCode(t, {
      clientId,
      code,
      redirectUri,
      verifier: 'x'.repeat(43),
    })
    expect(badVerifier.statusCode).toBe(403)
    // The failed try used the code up: a stolen code cannot be retried.
    const codeRes2 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/oauth/code?${query}`,
      headers: { cookie },
    })
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        code: codeRes2.json().code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    })
    expect(exchange.statusCode).toBe(200)
    expect(exchange.json()).toMatchObject({ token_type: 'Bearer', scope: 'sales:read leads:read' })
    const bearer = withToken(exchange.json().access_token)
    expect((await bearer('GET', '/api/v1/account/data')).statusCode).toBe(200)
    const again = await redeemCode(t, {
      clientId,
      code: codeRes2.json().code,
      redirectUri,
      verifier,
    })
    expect(again.statusCode).toBe(403)
  })

  it('refuses a plain-http redirect to another machine and unknown scopes', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const base = {
      response_type: 'code',
      client_id: await registerApp(t, cookie, ['https://app.example/cb']),
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    }
    const http = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/oauth/code?${new URLSearchParams({ ...base, redirect_uri: 'http://app.example/cb', scope: 'sales:read' })}`,
      headers: { cookie },
    })
    expect(http.statusCode).toBe(400)
    const scope = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/oauth/code?${new URLSearchParams({ ...base, redirect_uri: 'https://app.example/cb', scope: 'admin:write' })}`,
      headers: { cookie },
    })
    expect(scope.statusCode).toBe(400)
  })
})

/** A code issued to `clientId` for `redirectUri`, with the verifier that redeems it. */
async function issueCode(cookie: string, clientId: string, redirectUri: string) {
  const verifier = randomBytes(32).toString('base64url')
  const res = await t.app.inject({
    url: `/api/v1/account/oauth/code?${codeQuery({ clientId, redirectUri, scope: 'sales:read', verifier })}`,
    headers: { cookie },
  })
  expect(res.statusCode).toBe(200)
  return { code: res.json().code as string, verifier }
}

describe('token endpoint checks the client (issue 12, RFC 6749 §4.1.3)', () => {
  it('refuses a code presented by another app than the one it was issued to: invalid_grant', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const redirectUri = 'https://shared.example/cb'
    const issuedTo = await registerApp(t, cookie, [redirectUri])
    const otherApp = await registerApp(t, cookie, [redirectUri])
    const { code, verifier } = await issueCode(cookie, issuedTo, redirectUri)
    const exchange = (clientId: string) => redeemCode(t, { clientId, code, redirectUri, verifier })
    const stolen = await exchange(otherApp)
    expect(stolen.statusCode).toBe(403)
    expect(stolen.json().error.fields[0].code).toBe('oauth.error.invalidGrant')
    // The code is used up by the wrong app's try: the right app cannot redeem it afterwards.
    expect((await exchange(issuedTo)).statusCode).toBe(403)
  })

  it('refuses a token request without client_id as malformed', async () => {
    const res = await redeemCode(t, {
      code: 'x',
      redirectUri: 'https://app.example/cb',
      verifier: 'x'.repeat(43),
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('token limits per account (issue 12): rotating addresses does not help', () => {
  it('refuses an 11th new token within the hour for one account, from any address', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    for (let i = 0; i < 10; i++) {
      const res = await postToken(cookie, `token ${i}`, ['sales:read'], `10.20.0.${i + 1}`)
      expect(res.statusCode).toBe(201)
    }
    const refused = await postToken(cookie, 'one too many', ['sales:read'], '10.20.1.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many new tokens for this account\. Try again in /),
    })
    // Another account is not held back by it.
    const other = await t.signedIn(await t.factories.seller())
    expect((await createToken(other.cookie, ['sales:read'])).secret).toMatch(/^nfp_/)
  })

  it('refuses a 31st code exchange a minute for one app, from any address', async () => {
    const clientId = '00000000-0000-4000-8000-000000000001'
    const exchange = (i: number) =>
      redeemCode(
        t,
        {
          clientId,
          code: `guess-${i}`,
          redirectUri: 'https://app.example/cb',
          verifier: 'x'.repeat(43),
        },
        `10.21.${i}.1`,
      )
    for (let i = 0; i < 30; i++) expect((await exchange(i)).statusCode).toBe(403)
    const refused = await exchange(30)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
  })
})
