import { describe, expect, it } from 'vitest'
import { PublicConfigSchema } from './public-config.contract.ts'

describe('public config (spec §3 "Config")', () => {
  it('carries the customer id, the sign-in URL and a switchboard of flags with cohorts', () => {
    const config = {
      customerId: null,
      ssoLoginUrl: 'http://localhost:3000/login',
      switchboard: { 'show-search-stats': { state: 'off', cohortId: null } },
      environment: 'development',
    }
    expect(PublicConfigSchema.parse(config)).toEqual(config)
    expect(
      PublicConfigSchema.safeParse({
        ...config,
        switchboard: { x: { state: 'maybe', cohortId: null } },
      }).success,
    ).toBe(false)
  })
})
