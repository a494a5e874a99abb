import { describe, expect, it } from 'vitest'
import { featureFlags } from '../../db/schema/feature-flags.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { cohortOf } from '../../test/cohorts.ts'

const t = testAppForFile()

describe('GET /api/v1/config (spec §3 Config)', () => {
  it('gives the sign-in URL, the switchboard and no customer when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(res.statusCode).toBe(200)
    const config = res.json()
    expect(config.ssoLoginUrl).toBe('http://localhost:3000/login')
    expect(config.customerId).toBeNull()
    expect(config.environment).toBe('test')
    // spec §6: nameserver data and search stats are off by default
    expect(config.switchboard['show-search-stats']).toEqual({ state: 'off', cohortId: null })
    expect(config.switchboard.nameserverData).toEqual({ state: 'off', cohortId: null })
  })

  it("applies a cohort's own flag over the general one (spec §6 per cohort)", async () => {
    const member = await t.factories.seller()
    const cohortId = await cohortOf(t.db, [member.id])
    await t.db.insert(featureFlags).values({ key: 'show-search-stats', cohortId, state: 'on' })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: await t.signedIn(member),
    })
    expect(res.json().customerId).toBe(member.id)
    expect(res.json().switchboard['show-search-stats']).toEqual({ state: 'on', cohortId })

    const other = await t.factories.seller()
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: await t.signedIn(other),
    })
    expect(res2.json().switchboard['show-search-stats'].state).toBe('off')
  })
})
