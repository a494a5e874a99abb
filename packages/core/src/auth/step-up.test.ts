import { describe, expect, it } from 'vitest'
import { findStepUpRequirement } from './step-up.ts'

describe('step-up answers (spec §6 login again, §4 resubmit)', () => {
  const field = {
    field: 'session',
    code: 'sso.error.loginAgain',
    values: { risk: 'high', status: 5 },
  }
  it('reads the risk a ForceLogin answer asks for', () => {
    expect(findStepUpRequirement({ code: 'ForceLogin', fields: [field] })).toEqual({
      risk: 'high',
      status: 5,
    })
  })
  it('asks for the login-again status (spec §6: 5) when the answer names none', () => {
    const withoutStatus = { ...field, values: { risk: 'medium' } }
    expect(findStepUpRequirement({ code: 'ForceLogin', fields: [withoutStatus] })).toEqual({
      risk: 'medium',
      status: 5,
    })
  })
  it.each([
    [{ code: 'ForceLogin' }],
    [{ code: 'ForceLogin', fields: [{ ...field, code: 'other.key' }] }],
    [{ code: 'UNAUTHENTICATED', fields: [field] }],
    [{ code: 'ForceLogin', fields: [{ ...field, values: { risk: 'extreme' } }] }],
  ])('%j is not a step-up answer', (error) => {
    expect(findStepUpRequirement(error)).toBeNull()
  })
})
