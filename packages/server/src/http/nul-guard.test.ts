import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app.ts'

let t: TestApp
let headers: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp()
  // A route that hands the database a NUL character itself: the error handler's backstop.
  t.app.get('/test/stores-a-nul', async () => t.db.execute(sql`select ${'a\u0000b'}::text`))
  t.app.get('/test/stores-a-nul-in-jsonb', async () =>
    t.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`),
  )
  headers = await t.signedIn(await t.factories.seller())
})
afterAll(() => t.close())

describe('a NUL character in any input is a 400, never a 500 (issue 12, decision 930)', () => {
  it.each([
    ['a domainName path parameter', 'GET', '/api/v2/domains/a%00b.com'],
    ['a domainName path parameter on a sub-route', 'GET', '/api/v2/domains/a%00b.com/history'],
    ['a domainName path parameter on a write', 'DELETE', '/api/v2/domains/a%00b.com'],
    ['a domainName path parameter of the traffic stats', 'GET', '/api/v1/stats/traffic/a%00b.com'],
    ['a linkId path parameter', 'GET', '/api/v1/transactions/link/a%00b'],
    ['a linkId path parameter on a delete', 'DELETE', '/api/v1/transactions/link/a%00b'],
    ['a query string', 'GET', '/api/v1/leads?q=a%00b'],
  ] as const)('refuses %s holding %00 with MALFORMED_INPUT', async (_what, method, url) => {
    const res = await t.app.inject({ method, url, headers })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
  })

  it('names the field of a JSON body that holds a NUL character, however deep', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/byNames',
      headers,
      payload: { names: ['ok.com', 'a\u0000b.com'] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'MALFORMED_INPUT',
      fields: [{ field: 'names.1', code: 'invalid_format' }],
    })
  })

  it('refuses a NUL character in an object key of a JSON body', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/lander',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"a\\u0000b": 1}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
  })

  it('answers a database refusal of unstorable text (SQLSTATE 22021) as a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/stores-a-nul' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
    expect(res.body).not.toMatch(/select|params|0x00/i)
  })

  it('answers a database refusal of a NUL escape in jsonb (SQLSTATE 22P05) as a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/stores-a-nul-in-jsonb' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
  })
})
