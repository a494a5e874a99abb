import type { AuthReason } from '@namefolio/core/auth/step-up'

/**
 * The session feature's useStepUpAction, as the features that need it see it (features never
 * import each other: the app layer hands the hook in). It runs an action and, on a stale
 * sign-in, sends the user to sign in and resumes the action afterwards.
 */
export type UseStepUpAction = <TInput, TResult>(options: {
  key: string
  authReason: AuthReason
  run: (input: TInput) => Promise<TResult>
  onSuccess?: (result: TResult, input: TInput) => void
  onError?: (error: unknown) => void
}) => { execute: (input: TInput) => Promise<void>; isRunning: boolean; isRedirecting: boolean }
