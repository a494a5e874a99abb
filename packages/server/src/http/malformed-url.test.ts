import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../test/build-test-app.ts'

const t = testAppForFile()

describe('a malformed URL is answered with our error envelope, not echoed (issue 12)', () => {
  it.each([
    ['a bare %', '/api/v2/domains/%'],
    ['a bad escape', '/api/v2/domains/%ZZ.com'],
    ['invalid UTF-8', '/api/v2/domains/a%FFb.com'],
    ['a lone surrogate', '/api/v1/transactions/link/%ED%A0%80'],
  ])('refuses %s in a path parameter as 400 MALFORMED_INPUT', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: { code: 'MALFORMED_INPUT', message: 'The address is not valid.' },
    })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-request-id']).toBeTruthy()
  })

  it('refuses a path parameter over the length limit as 414 MALFORMED_INPUT', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/domains/${'a'.repeat(400)}` })
    expect(res.statusCode).toBe(414)
    expect(res.json().error.code).toBe('MALFORMED_INPUT')
    expect(res.body).not.toContain('aaaa')
  })
})
