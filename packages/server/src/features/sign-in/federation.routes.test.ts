import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { sessionCookieOf } from '../../test/identity-helpers.ts'

/** A real OpenID provider on 127.0.0.1 whose login screen signs in `alice` at once. */
let provider: InstanceType<typeof Provider>
let server: http.Server
let issuer: string
let t: TestApp

beforeAll(async () => {
  server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'namefolio',
        client_secret: 'namefolio-secret',
        redirect_uris: ['http://localhost:3000/login/federated/callback'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@idp.test` }),
    }),
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
  })
  const callback = provider.callback()
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res)
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: 'alice' } },
          { mergeWithLastSubmission: false },
        )
        return
      }
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id as string,
      })
      grant.addOIDCScope('openid email profile')
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      )
      return
    }
    callback(req, res)
  })
  t = await buildTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'namefolio',
    OIDC_CLIENT_SECRET: 'namefolio-secret',
    OIDC_NAME: 'Test IdP',
  })
})
afterAll(async () => {
  await t.close()
  server.close()
})

/** Follows the provider's redirects with its cookies until it sends the browser back to us. */
async function throughProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = start
  for (let i = 0; i < 10; i++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      jar.set(name!, value.join('='))
    }
    const location = res.headers.get('location')
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}`)
    const next = new URL(location, url)
    if (next.origin === 'http://localhost:3000') return next
    url = next.toString()
  }
  throw new Error('too many redirects')
}

describe('federation with a real OpenID provider (openid-client, oidc-provider)', () => {
  it('links an identity after step-up, then signs in with it; an unlinked one gets status 30', async () => {
    // Not linked yet: signing in with the provider answers federation permissions (30).
    const early = await t.app.inject({ method: 'GET', url: '/login/federated?path=%2Fportfolio' })
    expect(early.statusCode).toBe(303)
    const back = await throughProvider(early.headers.location as string)
    const refused = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
    expect(refused.headers.location).toContain('status=30')

    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/account/federate/generate',
      headers: { cookie },
    })
    expect(generate.statusCode).toBe(200)
    const linkBack = await throughProvider(generate.json().url)
    const linked = await t.app.inject({
      method: 'GET',
      url: `${linkBack.pathname}${linkBack.search}`,
      headers: { cookie },
    })
    expect(linked.headers.location).toBe('/account/federate?linked=1')
    const security = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/security',
      headers: { cookie },
    })
    expect(security.json().federation).toMatchObject({
      providerName: 'Test IdP',
      identities: [{ email: 'alice@idp.test' }],
    })

    const start = await t.app.inject({ method: 'GET', url: '/login/federated?path=%2Fportfolio' })
    const signInBack = await throughProvider(start.headers.location as string)
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `${signInBack.pathname}${signInBack.search}`,
    })
    expect(signedIn.statusCode).toBe(303)
    expect(signedIn.headers.location).toBe('http://localhost:3000/portfolio')
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      headers: { cookie: sessionCookieOf(signedIn) },
    })
    expect(me.json().id).toBe(seller.id)
    // The state is single use.
    const replay = await t.app.inject({
      method: 'GET',
      url: `${signInBack.pathname}${signInBack.search}`,
    })
    expect(replay.statusCode).toBe(403)
  })
})
