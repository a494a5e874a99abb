import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { apiTokens } from '../../db/schema/identity.ts'
import { testAppForFile } from '../../test/build-test-app.ts'

const t = testAppForFile()

async function createToken(cookie: string, scopes: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/oauth',
    headers: { cookie },
    payload: { name: 'CI script', scopes },
  })
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

    const bearer = { authorization: `Bearer ${created.secret}` }
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/account/data', headers: bearer })
    expect(me.statusCode).toBe(200)
    expect(me.json().id).toBe(seller.id)
    const portfolio = await t.app.inject({ method: 'GET', url: '/api/v2/domains', headers: bearer })
    expect(portfolio.statusCode).not.toBe(401)
    expect(portfolio.statusCode).not.toBe(403)

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/oauth/${created.token.id}`,
      headers: { cookie },
    })
    expect(revoke.statusCode).toBe(204)
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      headers: bearer,
    })
    expect(after.statusCode).toBe(401)
  })

  it('holds a token to its scopes: read is not write, and account settings refuse tokens', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const { secret } = await createToken(cookie, ['portfolio:read'])
    const bearer = { authorization: `Bearer ${secret}` }
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/domains/example.com',
      headers: bearer,
      payload: {},
    })
    expect(write.statusCode).toBe(403)
    expect(write.json().error.message).toContain('portfolio:write')
    const leads = await t.app.inject({ method: 'GET', url: '/api/v1/leads', headers: bearer })
    expect(leads.statusCode).toBe(403)
    const mint = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth',
      headers: bearer,
      payload: { name: 'x', scopes: ['leads:write'] },
    })
    expect(mint.statusCode).toBe(403)
    const security = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/security',
      headers: bearer,
    })
    expect(security.statusCode).toBe(403)
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth',
      headers: { cookie },
      payload: { name: 'x', scopes: ['sales:read'] },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.fields[0].values.risk).toBe('high')
  })
})

async function registerClient(cookie: string, redirectUris: string[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/oauth/clients',
    headers: { cookie },
    payload: { name: 'Test app', redirectUris },
  })
  expect(res.statusCode).toBe(201)
  return res.json().clientId as string
}

describe('authorization-code flow (GET /api/v1/account/oauth/code, PKCE S256)', () => {
  it('gives a third-party app a scoped token for a code and its verifier, once', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const redirectUri = 'https://app.example/callback'
    const clientId = await registerClient(cookie, [redirectUri])
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: 'sales:read leads:read',
      state: 'xyz',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })
    const codeRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/oauth/code?${query}`,
      headers: { cookie },
    })
    expect(codeRes.statusCode).toBe(200)
    const { code, redirectTo } = codeRes.json()
    expect(new URL(redirectTo).searchParams.get('state')).toBe('xyz')
    const badVerifier = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth/token',
      payload: {
        grant_type: 'authorization_code',
        client_id: clientId,
        code,
        redirect_uri: redirectUri,
        code_verifier: 'x'.repeat(43),
      },
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
    const bearer = { authorization: `Bearer ${exchange.json().access_token}` }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/account/data', headers: bearer }))
        .statusCode,
    ).toBe(200)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth/token',
      payload: {
        grant_type: 'authorization_code',
        client_id: clientId,
        code: codeRes2.json().code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
    })
    expect(again.statusCode).toBe(403)
  })

  it('refuses a plain-http redirect to another machine and unknown scopes', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const base = {
      response_type: 'code',
      client_id: await registerClient(cookie, ['https://app.example/cb']),
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
    url: `/api/v1/account/oauth/code?${new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: 'sales:read',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })}`,
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
    const issuedTo = await registerClient(cookie, [redirectUri])
    const otherApp = await registerClient(cookie, [redirectUri])
    const { code, verifier } = await issueCode(cookie, issuedTo, redirectUri)
    const exchange = (clientId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/account/oauth/token',
        payload: {
          grant_type: 'authorization_code',
          client_id: clientId,
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        },
      })
    const stolen = await exchange(otherApp)
    expect(stolen.statusCode).toBe(403)
    expect(stolen.json().error.fields[0].code).toBe('oauth.error.invalidGrant')
    // The code is used up by the wrong app's try: the right app cannot redeem it afterwards.
    expect((await exchange(issuedTo)).statusCode).toBe(403)
  })

  it('refuses a token request without client_id as malformed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth/token',
      payload: {
        grant_type: 'authorization_code',
        code: 'x',
        redirect_uri: 'https://app.example/cb',
        code_verifier: 'x'.repeat(43),
      },
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('token limits per account (issue 12): rotating addresses does not help', () => {
  it('refuses an 11th new token within the hour for one account, from any address', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/oauth',
        headers: { cookie },
        payload: { name: `token ${i}`, scopes: ['sales:read'] },
        remoteAddress: `10.20.0.${i + 1}`,
      })
      expect(res.statusCode).toBe(201)
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth',
      headers: { cookie },
      payload: { name: 'one too many', scopes: ['sales:read'] },
      remoteAddress: '10.20.1.1',
    })
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
      t.app.inject({
        method: 'POST',
        url: '/api/v1/account/oauth/token',
        payload: {
          grant_type: 'authorization_code',
          client_id: clientId,
          code: `guess-${i}`,
          redirect_uri: 'https://app.example/cb',
          code_verifier: 'x'.repeat(43),
        },
        remoteAddress: `10.21.${i}.1`,
      })
    for (let i = 0; i < 30; i++) expect((await exchange(i)).statusCode).toBe(403)
    const refused = await exchange(30)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
  })
})
