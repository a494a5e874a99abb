import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../test/build-test-app.ts'

const t = testAppForFile()

describe('API basics (issue 2 §4)', () => {
  it('answers health with the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      version: expect.any(String),
    })
    expect(res.headers['x-request-id']).toEqual(expect.any(String))
  })

  it('publishes an OpenAPI 3.1 document that lists the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/validate',
        '/api/v2/domains',
        '/api/v1/config',
      ]),
    )
  })

  it('serves the API docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })

  it('answers unknown API paths with a JSON 404 in the error envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v9/nothing',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
  })
})
