import { describe, expect, it } from 'vitest'
import type { Role } from '@namefolio/core/account/account.constants'
import { TEST_PASSWORD, testAppForFile } from '../../test/build-test-app.ts'

const t = testAppForFile()

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }

async function signInThroughForm(roles: Role[], fields: Record<string, string> = {}, cookie = '') {
  const user = await t.factories.user({ roles })
  return t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { ...formHeaders, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({
      email: user.email,
      password: TEST_PASSWORD,
      ...fields,
    }).toString(),
  })
}

describe('sign-in without a return path lands on the role home (issue 13, decision 950)', () => {
  it.each([
    [['seller', 'buyer'], '/dashboard'],
    [['buyer'], '/purchases'],
    [['broker'], '/broker'],
    [['admin'], '/admin'],
  ] as const)('a %j person lands on %s', async (roles, home) => {
    const res = await signInThroughForm([...roles])
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`http://localhost:3000${home}`)
  })

  it('the role chosen in the role switch (nf_role cookie) decides the home', async () => {
    const res = await signInThroughForm(['seller', 'buyer'], {}, 'nf_role=buyer')
    expect(res.headers.location).toBe('http://localhost:3000/purchases')
  })

  it('an explicit return path still wins over the role home', async () => {
    const res = await signInThroughForm(['buyer'], { path: '/account/profile' })
    expect(res.headers.location).toBe('http://localhost:3000/account/profile')
  })

  it('the JSON sign-in answers the role home as redirectTo', async () => {
    const user = await t.factories.user({ roles: ['broker'] })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().redirectTo).toBe('http://localhost:3000/broker')
  })
})
