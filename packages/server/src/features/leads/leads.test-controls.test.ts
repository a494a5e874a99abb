import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestApp,
  DEPLOYED_SECRETS,
  type TestApp,
  withTestApp,
} from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(() => t.close())

const expireOffers = {
  method: 'POST',
  url: '/api/v1/test/leads/expire-offers',
  payload: { now: '2099-01-01T00:00:00Z' },
} as const

describe('the offer-expiry control needs the admin role (issue 12, decision 902)', () => {
  it('attack: a buyer cannot close every open offer on the platform (403)', async () => {
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const res = await t.app.inject({ ...expireOffers, headers: await t.signedIn(buyer) })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
  })

  it('answers 401 to a signed-out caller', async () => {
    expect((await t.app.inject(expireOffers)).statusCode).toBe(401)
  })

  it('runs for an admin', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const res = await t.app.inject({ ...expireOffers, headers: await t.signedIn(admin) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveProperty('closed')
  })
})

describe('test controls exist only in development and test (issue 12)', () => {
  it('answers 404 for every control in production, even to an admin', async () => {
    const production = { APP_ENV: 'production', BACKGROUND_JOBS: 'false', ...DEPLOYED_SECRETS }
    await withTestApp(production, async (prod) => {
      const admin = await prod.factories.user({ roles: ['admin'] })
      const headers = await prod.signedIn(admin)
      for (const request of [
        expireOffers,
        { method: 'POST', url: '/api/v1/test/clock/advance', payload: { days: 1 } },
        { method: 'GET', url: '/api/v1/test/clock' },
      ] as const) {
        expect((await prod.app.inject({ ...request, headers })).statusCode).toBe(404)
      }
    })
  })
})
