import { describe, expect, it } from 'vitest'
import { AccountPrivacyPatchSchema } from './privacy.contract.ts'
import { PROFILE_VISIBILITIES } from './privacy.constants.ts'

describe('spec §7 v1/account/privacy', () => {
  it.each(PROFILE_VISIBILITIES)('accepts %s', (profileVisibility) => {
    expect(AccountPrivacyPatchSchema.parse({ profileVisibility })).toEqual({ profileVisibility })
  })

  it.each([{}, { profileVisibility: 'FRIENDS' }, { profileVisibility: 'PUBLIC', extra: 1 }])(
    'refuses %j',
    (body) => {
      expect(AccountPrivacyPatchSchema.safeParse(body).success).toBe(false)
    },
  )
})
