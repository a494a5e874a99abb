import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { findStepUpRequirement, type AuthReason } from '@namefolio/core/auth/step-up'
import { isApiError } from '../../lib/api-client'
import { invalidateAuthChecks, redirectToSignIn } from './session-redirect'

/*
 * Step-up with resume (spec §4 "resubmit resumes after authentication", §6 login again 5).
 *
 * An action that needs a recent sign-in answers 401 ForceLogin with the risk it needs. The
 * helper keeps the action (its key and input) in sessionStorage, sends the user to the
 * sign-in page with auth_reason and status 5, and, when the page is back after the sign-in,
 * runs the action again with the same input. Keep inputs small and free of secrets (ids,
 * names, choices): they sit in sessionStorage for the minutes of the sign-in.
 *
 *   const resubmit = useStepUpAction({
 *     key: 'portfolio.resubmit',
 *     authReason: 'resubmit',
 *     run: (domain: string) => apiRequest(`/api/v2/domains/${domain}/relist`, { method: 'POST' }),
 *     onSuccess: () => growl.success(...),
 *   })
 *   <Button onClick={() => resubmit.execute('example.com')} loading={resubmit.isRunning} />
 */

export const STEP_UP_STORAGE_KEY = 'nf.stepUp.pending'
/** A pending action older than this is dropped, not resumed. */
export const STEP_UP_RESUME_MS = 10 * 60_000

type PendingAction = { key: string; input: unknown; path: string; savedAt: number }

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`
}

function savePending(action: PendingAction): void {
  try {
    window.sessionStorage.setItem(STEP_UP_STORAGE_KEY, JSON.stringify(action))
  } catch {
    // Storage full or blocked: the user repeats the action by hand after signing in.
  }
}

/** Takes (and removes) the pending action for `key` on this page, if it is fresh. */
export function takePendingAction(
  key: string,
  now: number = Date.now(),
): { input: unknown } | null {
  let pending: PendingAction | null = null
  try {
    const text = window.sessionStorage.getItem(STEP_UP_STORAGE_KEY)
    pending = text ? (JSON.parse(text) as PendingAction) : null
  } catch {
    pending = null
  }
  if (!pending || pending.key !== key) return null
  window.sessionStorage.removeItem(STEP_UP_STORAGE_KEY)
  const pathOnly = (path: string) => path.split(/[?#]/)[0]
  if (
    now - pending.savedAt > STEP_UP_RESUME_MS ||
    pathOnly(pending.path) !== pathOnly(currentPath())
  ) {
    return null
  }
  return { input: pending.input }
}

export type StepUpActionOptions<TInput, TResult> = {
  /** Unique per action, e.g. `account.apiToken.create`. */
  key: string
  authReason: AuthReason
  run: (input: TInput) => Promise<TResult>
  onSuccess?: (result: TResult, input: TInput) => void
  onError?: (error: unknown) => void
}

export type StepUpAction<TInput> = {
  execute: (input: TInput) => Promise<void>
  isRunning: boolean
  /** True while the action resumes after the sign-in. */
  isResuming: boolean
  /** True once the user is on the way to the sign-in page. */
  isRedirecting: boolean
}

/**
 * The portal re-checks the session right after a sign-in, so the page that resumed an action
 * may be remounted while its request runs. A resumed result goes to the instance of the action
 * mounted when it arrives; with none mounted it waits for the next mount. Either way a result
 * shown only once (a new API token) is never lost.
 */
type ResumeResult = { result: unknown; input: unknown }
const mountedResumeReceivers = new Map<string, (resumed: ResumeResult) => void>()
const unclaimedResumeResults = new Map<string, ResumeResult>()

function deliverResumedResult(key: string, resumed: ResumeResult): void {
  const receiver = mountedResumeReceivers.get(key)
  if (receiver) receiver(resumed)
  else unclaimedResumeResults.set(key, resumed)
}

export function useStepUpAction<TInput, TResult>(
  options: StepUpActionOptions<TInput, TResult>,
): StepUpAction<TInput> {
  const queryClient = useQueryClient()
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  useEffect(() => {
    const key = latest.current.key
    const receive = ({ result, input }: ResumeResult) =>
      latest.current.onSuccess?.(result as TResult, input as TInput)
    mountedResumeReceivers.set(key, receive)
    return () => {
      if (mountedResumeReceivers.get(key) === receive) mountedResumeReceivers.delete(key)
    }
  }, [])
  const [isRunning, setRunning] = useState(false)
  const [isResuming, setResuming] = useState(false)
  const [isRedirecting, setRedirecting] = useState(false)

  const attempt = useCallback(
    async (input: TInput, isResume: boolean) => {
      const { key, authReason, run, onSuccess, onError } = latest.current
      setRunning(true)
      try {
        const result = await run(input)
        if (isResume) deliverResumedResult(key, { result, input })
        else (latest.current.onSuccess ?? onSuccess)?.(result, input)
      } catch (error) {
        const requirement = isApiError(error) ? findStepUpRequirement(error) : null
        // After a fresh sign-in a second refusal is an error, not another round trip.
        if (requirement && !isResume) {
          savePending({ key, input, path: currentPath(), savedAt: Date.now() })
          setRedirecting(true)
          await invalidateAuthChecks(queryClient)
          await redirectToSignIn(queryClient, {
            authReason,
            risk: requirement.risk,
            status: requirement.status,
          })
          return
        }
        onError?.(error)
      } finally {
        setRunning(false)
        setResuming(false)
      }
    },
    [queryClient],
  )

  useEffect(() => {
    const key = latest.current.key
    const unclaimed = unclaimedResumeResults.get(key)
    if (unclaimed) {
      unclaimedResumeResults.delete(key)
      latest.current.onSuccess?.(unclaimed.result as TResult, unclaimed.input as TInput)
      return
    }
    const pending = takePendingAction(key)
    if (pending) {
      setResuming(true)
      void attempt(pending.input as TInput, true)
    }
  }, [attempt])

  const execute = useCallback((input: TInput) => attempt(input, false), [attempt])
  return { execute, isRunning, isResuming, isRedirecting }
}
