import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from './error.contract.ts'
import { redirectForError, SESSION_ERROR_CODES } from './session-error.ts'

describe('spec §6 session error codes', () => {
  it.each([
    ['unknown', 20],
    ['sessionTimeout', 2],
    ['suspended', 4],
    ['federationPermissions', 30],
    ['missingParameter', 20],
    ['loginAgain', 5],
    ['loginRequired', 24],
    ['pageAccess', 27],
  ] as const)('%s is %i', (name, code) => {
    expect(SESSION_ERROR_CODES[name]).toBe(code)
  })
})

describe('spec §8 redirecting error codes', () => {
  it.each([
    ['HbiAction', { to: 'hbi', status: null, opensModal: true }],
    ['ForceLogin', { to: 'login', status: 2, opensModal: true }],
    ['Authorization', { to: 'login', status: 2, opensModal: true }],
    ['HbiDelegationAction', { to: 'login', status: 27, opensModal: true }],
    ['UserAccountSuspended', { to: 'sso', status: 'suspended', opensModal: false }],
  ] as const)('%s → %j', (code, redirect) => {
    expect(redirectForError(code)).toEqual(redirect)
  })

  it('does not redirect for any other code', () => {
    const redirecting = ERROR_CODES.filter((c) => redirectForError(c) !== null)
    expect(redirecting).toEqual([
      'UserAccountSuspended',
      'ForceLogin',
      'Authorization',
      'HbiAction',
      'HbiDelegationAction',
    ])
  })
})
