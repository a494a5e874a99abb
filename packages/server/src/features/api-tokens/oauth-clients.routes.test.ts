import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../test/build-test-app.ts'
import { codeQuery as oauthCodeQuery, redeemCode, registerApp } from './oauth-flow.fixture.ts'

// Decision 654: registered apps, the consent page's data, and codes only for registered URIs.

const t = testAppForFile()

const REDIRECT = 'https://tools.example/callback'

async function newApp(redirectUris = [REDIRECT]) {
  const owner = await t.factories.seller()
  const { cookie } = await t.signedIn(owner)
  return { owner, cookie, clientId: await registerApp(t, cookie, redirectUris, 'Price tool') }
}

function codeQuery(clientId: string, redirectUri = REDIRECT, verifier = 'v'.repeat(43)) {
  return oauthCodeQuery({ clientId, redirectUri, scope: 'portfolio:read', state: 's1', verifier })
}

describe('registered apps', () => {
  it('registers, lists and removes an app of its owner only', async () => {
    const { cookie, clientId } = await newApp()
    const list = await t.app.inject({ url: '/api/v1/account/oauth/clients', headers: { cookie } })
    expect(list.json().items).toMatchObject([
      { clientId, name: 'Price tool', redirectUris: [REDIRECT] },
    ])
    const stranger = await t.signedIn(await t.factories.seller())
    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/oauth/clients/${clientId}`,
      headers: stranger,
    })
    expect(notTheirs.statusCode).toBe(404)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/oauth/clients/${clientId}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(204)
  })

  it.each(['http://tools.example/cb', 'javascript:alert(1)', 'https://tools.example/cb#frag'])(
    'refuses the redirect URI %s',
    async (uri) => {
      const { cookie } = await t.signedIn(await t.factories.seller())
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/oauth/clients',
        headers: { cookie },
        payload: { name: 'Bad', redirectUris: [uri] },
      })
      expect(res.statusCode).toBe(400)
    },
  )

  it('accepts a loopback redirect for desktop tools', async () => {
    await newApp(['http://127.0.0.1:8765/cb'])
  })

  it('registering an app needs a recent sign-in', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 3600_000),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth/clients',
      headers: { cookie },
      payload: { name: 'Late', redirectUris: [REDIRECT] },
    })
    expect(res.json().error.code).toBe('ForceLogin')
  })
})

describe('consent and codes', () => {
  it("shows another seller the app's name, owner, redirect origin and scopes", async () => {
    const { owner, clientId } = await newApp()
    const { cookie } = await t.signedIn(await t.factories.seller())
    const q = new URLSearchParams({
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'portfolio:read sales:write',
    })
    const res = await t.app.inject({
      url: `/api/v1/account/oauth/consent?${q}`,
      headers: { cookie },
    })
    expect(res.json()).toEqual({
      clientId,
      name: 'Price tool',
      ownerName: owner.name,
      redirectOrigin: 'https://tools.example',
      scopes: ['portfolio:read', 'sales:write'],
    })
  })

  it('refuses an unknown app, an unregistered redirect URI and an unknown scope', async () => {
    const { cookie, clientId } = await newApp()
    const consent = (params: Record<string, string>) =>
      t.app.inject({
        url: `/api/v1/account/oauth/consent?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, scope: 'leads:read', ...params })}`,
        headers: { cookie },
      })
    expect((await consent({ client_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      400,
    )
    expect((await consent({ client_id: 'not-a-uuid' })).statusCode).toBe(400)
    expect(
      (await consent({ redirect_uri: 'https://tools.example/callback/evil' })).statusCode,
    ).toBe(400)
    expect(
      (await consent({ redirect_uri: 'https://evil.example/callback' })).json().error.fields[0]
        .code,
    ).toBe('oauth.error.invalidClient')
    expect((await consent({ scope: 'admin:write' })).statusCode).toBe(400)
    expect(
      (
        await t.app.inject({
          url: `/api/v1/account/oauth/consent?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, scope: 'leads:read' })}`,
        })
      ).statusCode,
    ).toBe(401)
  })

  it('issues a code only for a registered redirect URI, and names the token after the app', async () => {
    const { clientId } = await newApp()
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const refused = await t.app.inject({
      url: `/api/v1/account/oauth/code?${codeQuery(clientId, 'https://evil.example/cb')}`,
      headers: { cookie },
    })
    expect(refused.statusCode).toBe(400)
    const verifier = randomBytes(32).toString('base64url')
    const ok = await t.app.inject({
      url: `/api/v1/account/oauth/code?${codeQuery(clientId, REDIRECT, verifier)}`,
      headers: { cookie },
    })
    expect(ok.statusCode).toBe(200)
    const redirectTo = new URL(ok.json().redirectTo)
    expect(`${redirectTo.origin}${redirectTo.pathname}`).toBe(REDIRECT)
    expect(redirectTo.searchParams.get('state')).toBe('s1')
    const token = await redeemCode(t, {
      clientId,
      code: ok.json().code,
      redirectUri: REDIRECT,
      verifier,
    })
    expect(token.statusCode).toBe(200)
    const list = await t.app.inject({ url: '/api/v1/account/oauth', headers: { cookie } })
    expect(list.json().items[0]).toMatchObject({
      name: 'Price tool',
      clientOrigin: 'https://tools.example',
    })
  })
})
