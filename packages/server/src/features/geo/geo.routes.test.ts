import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('GET /api/v1/geo/countries and /states (spec §7 Geo)', () => {
  it('lists the ISO 3166-1 countries to anyone, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/geo/countries' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('max-age=86400')
    expect(res.json().countries).toContainEqual({ code: 'US', name: 'United States of America' })
  })

  it("lists a country's states", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/geo/states?country=CA' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ country: 'CA' })
    expect(res.json().states).toContainEqual({ code: 'CA-QC', name: 'Quebec' })
  })

  it.each(['', 'usa', 'u1'])(
    'refuses the country code %j with a 400 and a message key',
    async (code) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/geo/states?country=${code}` })
      expect(res.statusCode).toBe(400)
      expect(JSON.stringify(res.json())).not.toContain('stack')
    },
  )
})
