import {
  changePassword,
  isRecoveryTokenLive,
  requestRecovery,
  resetPassword,
} from './password-recovery.ts'
import { signIn } from './password-sign-in.ts'
import { signInFederated, signInWithPasskey } from './passwordless-sign-in.ts'
import { completeSecondFactor, completeSecondFactorWithPasskey } from './second-factor.ts'
import { createSignInLink, requestSignInLink, useSignInLink } from './sign-in-links.ts'
import { signOut, type SignInDeps } from './sign-in-session.ts'
import { signUp } from './sign-up.ts'

/**
 * The sign-in service (DESIGN.md §4): each use case is a file of its own over `deps`; this
 * binds them to the app's database, mailer and settings, so routes and other features call
 * `signIn.signIn(...)` as before.
 */
export function createSignInService(deps: SignInDeps) {
  const withDeps =
    <A extends unknown[], R>(useCase: (deps: SignInDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(deps, ...args)
  return {
    signIn: withDeps(signIn),
    signUp: withDeps(signUp),
    signOut: withDeps(signOut),
    completeSecondFactor: withDeps(completeSecondFactor),
    completeSecondFactorWithPasskey: withDeps(completeSecondFactorWithPasskey),
    signInWithPasskey: withDeps(signInWithPasskey),
    signInFederated: withDeps(signInFederated),
    requestRecovery: withDeps(requestRecovery),
    isRecoveryTokenLive: withDeps(isRecoveryTokenLive),
    resetPassword: withDeps(resetPassword),
    changePassword: withDeps(changePassword),
    requestSignInLink: withDeps(requestSignInLink),
    createSignInLink: withDeps(createSignInLink),
    useSignInLink: withDeps(useSignInLink),
  }
}

export type SignInService = ReturnType<typeof createSignInService>
