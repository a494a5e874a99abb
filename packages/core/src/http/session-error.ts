import type { ErrorCode } from './error.contract.ts'

/** Session error status codes (spec §6); unknown and missing parameter share 20. */
export const SESSION_ERROR_CODES = {
  unknown: 20,
  sessionTimeout: 2,
  suspended: 4,
  federationPermissions: 30,
  missingParameter: 20,
  loginAgain: 5,
  loginRequired: 24,
  pageAccess: 27,
} as const
export type SessionErrorName = keyof typeof SESSION_ERROR_CODES

export type ErrorRedirect = {
  to: 'hbi' | 'login' | 'sso'
  /** The status carried to the target page; HbiAction shows the error's own status. */
  status: number | 'suspended' | null
  /** A failed action with this code also opens a modal (spec §8). */
  opensModal: boolean
}

/** Redirecting error codes (spec §8): where to go and with which status; null for the rest. */
export function redirectForError(code: ErrorCode): ErrorRedirect | null {
  switch (code) {
    case 'HbiAction':
      return { to: 'hbi', status: null, opensModal: true }
    case 'ForceLogin':
    case 'Authorization':
      return { to: 'login', status: SESSION_ERROR_CODES.sessionTimeout, opensModal: true }
    case 'HbiDelegationAction':
      return { to: 'login', status: SESSION_ERROR_CODES.pageAccess, opensModal: true }
    case 'UserAccountSuspended':
      return { to: 'sso', status: 'suspended', opensModal: false }
    default:
      return null
  }
}
