import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
let headers: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
  headers = await t.signedIn(await t.factories.user({ roles: ['admin'] }))
})
afterAll(() => t.close())

function reconcile(payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/payments/reconcile',
    headers,
    payload,
  })
}

describe('admin reconcile bounds olderThanSeconds (issue 12, decision 931)', () => {
  it.each([1e15, Number.MAX_SAFE_INTEGER, 366 * 24 * 60 * 60 + 1])(
    'refuses olderThanSeconds %d with MALFORMED_INPUT, not a 500',
    async (olderThanSeconds) => {
      const res = await reconcile({ olderThanSeconds })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatchObject({
        code: 'MALFORMED_INPUT',
        fields: [{ field: 'olderThanSeconds', code: 'too_big' }],
      })
    },
  )

  it('accepts a look-back of a full year', async () => {
    const res = await reconcile({ olderThanSeconds: 366 * 24 * 60 * 60 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ completed: expect.any(Number), failed: expect.any(Number) })
  })
})
