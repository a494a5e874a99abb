import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../mail/mailer.ts'
import { buildTestApp, type TestApp, uniqueSuffix, withTestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function signedInSeller() {
  const seller = await t.factories.seller({ name: `Profile Seller ${uniqueSuffix()}` })
  return { seller, headers: await t.signedIn(seller) }
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('GET, POST /api/v1/account/profile (spec §7; spec §2 /account/profile)', () => {
  it('answers the signed-in seller, with what is missing before the first listing or payout', async () => {
    const { seller, headers } = await signedInSeller()
    const res = await call('GET', '/api/v1/account/profile', headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: seller.name,
      username: seller.username,
      email: seller.email,
      pendingEmail: null,
      avatarUrl: null,
      prefs: { timeZone: 'America/New_York', language: 'en-US', currency: 'USD' },
      profilePath: `/profile/${seller.username}`,
      missing: ['country', 'phone'],
    })
  })

  it('saves only the fields sent, normalized, and completes the checklist', async () => {
    const { headers } = await signedInSeller()
    const res = await call('POST', '/api/v1/account/profile', headers, {
      country: 'de',
      phone: '+49 30 1234 567',
      bio: 'Short brandables since 2009.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      country: 'DE',
      phone: '+49301234567',
      bio: 'Short brandables since 2009.',
      missing: [],
    })
    const cleared = await call('POST', '/api/v1/account/profile', headers, { phone: '' })
    expect(cleared.json()).toMatchObject({ phone: null, missing: ['phone'], country: 'DE' })
  })

  it("refuses another seller's username with a 409 naming the field", async () => {
    const { seller: other } = await signedInSeller()
    const { headers } = await signedInSeller()
    const res = await call('POST', '/api/v1/account/profile', headers, {
      username: other.username.toUpperCase(),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields).toEqual([
      { field: 'username', code: 'profile.error.usernameTaken' },
    ])
  })

  it.each([
    [{ phone: '555-1234' }, 'phone'],
    [{ country: 'XX' }, 'country'],
    [{ username: 'portfolio' }, 'username'],
    [{ bio: 'x'.repeat(501) }, 'bio'],
    [{ email: 'new@example.test' }, null],
    [{}, null],
  ])('refuses %j with a 400 and keeps the profile as it was', async (payload, field) => {
    const { seller, headers } = await signedInSeller()
    const res = await call('POST', '/api/v1/account/profile', headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
    if (field) expect(JSON.stringify(res.json().error.fields)).toContain(field)
    const after = await call('GET', '/api/v1/account/profile', headers)
    expect(after.json()).toMatchObject({ username: seller.username, phone: null, bio: null })
  })

  it('answers 401 without a session', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v1/account/profile', undefined],
      ['POST', '/api/v1/account/profile', { name: 'x' }],
      ['PATCH', '/api/v1/account/prefs', { changed: ['currency'], currency: 'EUR' }],
      ['POST', '/api/v1/account/email', { email: 'x@example.test' }],
      ['POST', '/api/v1/account/email/confirm', { token: 'x'.repeat(40) }],
      ['PUT', '/api/v1/account/avatar', { image: PNG.toString('base64') }],
      ['DELETE', '/api/v1/account/avatar', undefined],
    ] as const) {
      const res = await call(method, url, {}, body)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})

describe('PATCH /api/v1/account/prefs sends the changed pref names (spec §7)', () => {
  it('changes only the named prefs', async () => {
    const { headers } = await signedInSeller()
    const res = await call('PATCH', '/api/v1/account/prefs', headers, {
      changed: ['timeZone', 'currency'],
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().prefs).toEqual({
      timeZone: 'Europe/Berlin',
      language: 'en-US',
      currency: 'EUR',
    })
  })

  it.each([
    [{ changed: ['timeZone'], timeZone: 'Atlantis/Lost' }],
    [{ changed: ['language'] }],
    [{ changed: ['currency'], currency: 'EUR', timeZone: 'UTC' }],
    [{ changed: ['currency'], currency: 'BTC' }],
  ])('refuses %j with a 400', async (payload) => {
    const { headers } = await signedInSeller()
    const res = await call('PATCH', '/api/v1/account/prefs', headers, payload)
    expect(res.statusCode).toBe(400)
  })
})

describe('POST /api/v1/account/checkEmail (spec §7, decision 1003)', () => {
  it('answers the same shape for a used address and a free one: no account enumeration', async () => {
    const { seller } = await signedInSeller()
    const used = await call('POST', '/api/v1/account/checkEmail', {}, { email: seller.email })
    const free = await call(
      'POST',
      '/api/v1/account/checkEmail',
      {},
      {
        email: `Free-${uniqueSuffix()}@Example.test`,
      },
    )
    expect(used.statusCode).toBe(200)
    expect(free.statusCode).toBe(200)
    expect(used.json()).toEqual({ valid: true, email: seller.email })
    expect(Object.keys(free.json())).toEqual(Object.keys(used.json()))
    expect(free.json().email).toMatch(/^free-[0-9a-f]+@example\.test$/)
  })

  it('says a malformed address is not valid', async () => {
    const res = await call('POST', '/api/v1/account/checkEmail', {}, { email: 'not an address' })
    expect(res.json()).toEqual({ valid: false, email: null })
  })

  it('is rate limited per client', async () => {
    await withTestApp({}, async (limited) => {
      const codes: number[] = []
      for (let i = 0; i < 21; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/account/checkEmail',
          payload: { email: `a${i}@example.test` },
        })
        codes.push(res.statusCode)
      }
      expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true)
      expect(codes[20]).toBe(429)
    })
  })
})

describe('e-mail change confirmed by a link to the new address (issue 18, decision 1003)', () => {
  const tokenIn = (text: string) => /emailToken=([\w-]+)/.exec(text)?.[1] ?? ''

  it('mails the new address a link, tells the old one, and changes only when the owner opens it', async () => {
    const { seller, headers } = await signedInSeller()
    const newEmail = `moved-${uniqueSuffix()}@example.test`
    const res = await call('POST', '/api/v1/account/email', headers, { email: newEmail })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ pendingEmail: newEmail })
    const outbox = await listOutbox(t.db, 500)
    const link = outbox.find((m) => m.toAddress === newEmail)
    expect(link?.textBody).toContain('http://localhost:3000/account/profile?emailToken=')
    expect(outbox.some((m) => m.toAddress === seller.email)).toBe(true)
    const token = tokenIn(link?.textBody ?? '')

    // Another signed-in account cannot use the link.
    const { headers: otherHeaders } = await signedInSeller()
    const stolen = await call('POST', '/api/v1/account/email/confirm', otherHeaders, { token })
    expect(stolen.statusCode).toBe(404)
    const pending = await call('GET', '/api/v1/account/profile', headers)
    expect(pending.json()).toMatchObject({ email: seller.email, pendingEmail: newEmail })

    const confirmed = await call('POST', '/api/v1/account/email/confirm', headers, { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ email: newEmail, pendingEmail: null })
    const told = (await listOutbox(t.db, 500)).filter((m) => m.toAddress === seller.email)
    expect(told.some((m) => m.subject === 'Your Namefolio e-mail address changed')).toBe(true)
    const again = await call('POST', '/api/v1/account/email/confirm', headers, { token })
    expect(again.statusCode).toBe(404)
  })

  it('answers the same for an address another account uses, and mails it no link', async () => {
    const { seller: other } = await signedInSeller()
    const { headers } = await signedInSeller()
    const res = await call('POST', '/api/v1/account/email', headers, { email: other.email })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ pendingEmail: other.email })
    const mail = (await listOutbox(t.db, 500)).find((m) => m.toAddress === other.email)
    expect(mail?.textBody).not.toContain('emailToken=')
  })

  it('asks for a recent sign-in before a change (step-up)', async () => {
    const seller = await t.factories.seller()
    const headers = await t.signedIn(seller, { authenticatedAt: new Date(Date.now() - 3600_000) })
    const res = await call('POST', '/api/v1/account/email', headers, {
      email: `late-${uniqueSuffix()}@example.test`,
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('ForceLogin')
  })

  it('refuses a malformed address with a 400', async () => {
    const { headers } = await signedInSeller()
    const res = await call('POST', '/api/v1/account/email', headers, { email: 'nope' })
    expect(res.statusCode).toBe(400)
  })
})

describe('avatar: an uploaded image, its type told by its bytes (decision 1005)', () => {
  it('stores a PNG, serves it with its sniffed type, and removes it', async () => {
    const { seller, headers } = await signedInSeller()
    const res = await call('PUT', '/api/v1/account/avatar', headers, {
      image: PNG.toString('base64'),
    })
    expect(res.statusCode).toBe(200)
    const url: string = res.json().avatarUrl
    expect(url).toMatch(/^\/avatars\/[0-9a-f-]{36}$/)
    const image = await t.app.inject({ method: 'GET', url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(PNG)).toBe(true)
    const profile = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(profile.body).toContain(`src="${url}"`)

    expect((await call('DELETE', '/api/v1/account/avatar', headers)).json()).toEqual({
      avatarUrl: null,
    })
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })

  it.each([
    [
      'an SVG, whatever it claims to be',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      400,
    ],
    ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 400],
    ['more than 1 MB', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 400],
  ])('refuses %s', async (_, bytes, status) => {
    const { headers } = await signedInSeller()
    const res = await call('PUT', '/api/v1/account/avatar', headers, {
      image: bytes.toString('base64'),
    })
    expect(res.statusCode).toBe(status)
    expect((await call('GET', '/api/v1/account/profile', headers)).json().avatarUrl).toBeNull()
  })

  it("serves a private seller's avatar to its owner only", async () => {
    const { seller, headers } = await signedInSeller()
    const url: string = (
      await call('PUT', '/api/v1/account/avatar', headers, { image: PNG.toString('base64') })
    ).json().avatarUrl
    await call('PATCH', '/api/v1/account/privacy', headers, { profileVisibility: 'ANONYMOUS' })
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200)
    const { headers: other } = await signedInSeller()
    expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode).toBe(404)
    const profile = await t.app.inject({ method: 'GET', url: `/profile/${seller.username}` })
    expect(profile.body).not.toContain(url)
  })
})
