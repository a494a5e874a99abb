import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
let headers: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp()
  // Just signed in: the step-up passkey registration asks for is met.
  headers = await t.signedIn(await t.factories.seller())
})
afterAll(() => t.close())

const CREDENTIAL = { id: 'abc', rawId: 'abc', type: 'public-key' }

describe('a passkey registration the browser did not make is a 400, never a 500 (issue 12)', () => {
  it.each([
    ['without response.response', { ...CREDENTIAL }],
    ['with response.response not an object', { ...CREDENTIAL, response: 'x' }],
    ['without clientDataJSON', { ...CREDENTIAL, response: { attestationObject: 'x' } }],
    ['without attestationObject', { ...CREDENTIAL, response: { clientDataJSON: 'x' } }],
    [
      'of another credential type',
      {
        ...CREDENTIAL,
        type: 'password',
        response: { clientDataJSON: 'x', attestationObject: 'y' },
      },
    ],
  ])('refuses a registration %s as MALFORMED_INPUT', async (_what, response) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/passkeys',
      headers,
      payload: { name: 'Laptop', response },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
  })

  it('refuses a well-formed registration with an unknown challenge as not verified', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/passkeys',
      headers,
      payload: {
        name: 'Laptop',
        response: { ...CREDENTIAL, response: { clientDataJSON: 'eyJ9', attestationObject: 'o' } },
      },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.fields).toEqual([{ field: 'passkey', code: 'sso.error.passkey' }])
  })
})
