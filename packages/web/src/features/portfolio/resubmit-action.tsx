import type { UseStepUpAction } from '../../components/ui/step-up-action'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { growl } from '../../components/ui/growl'
import { portfolioKeys, relistDomain } from './portfolio.queries'

/*
 * Resubmit listing (spec §4): "if sign-in re-authentication is required, it resumes after
 * authentication". The session feature's useStepUpAction does that; features never import
 * each other, so the app layer hands it in through StepUpActionProvider. The action is used
 * twice: by the resubmit modal, and by <ResubmitResume /> on the pages that open the modal,
 * which is mounted when the seller comes back from signing in and runs the kept resubmit.
 */

/** Without the session feature (component tests): runs the action, no step-up. */
const useActionWithoutStepUp: UseStepUpAction = (options) => {
  const [isRunning, setRunning] = useState(false)
  const execute = useCallback(
    async (input: Parameters<typeof options.run>[0]) => {
      setRunning(true)
      try {
        options.onSuccess?.(await options.run(input), input)
      } catch (error) {
        options.onError?.(error)
      } finally {
        setRunning(false)
      }
    },
    [options],
  )
  return { execute, isRunning, isRedirecting: false }
}

const StepUpActionContext = createContext<UseStepUpAction>(useActionWithoutStepUp)

export function StepUpActionProvider({
  useStepUpAction,
  children,
}: {
  useStepUpAction: UseStepUpAction
  children: ReactNode
}) {
  return (
    <StepUpActionContext.Provider value={useStepUpAction}>{children}</StepUpActionContext.Provider>
  )
}

export const RESUBMIT_ACTION_KEY = 'portfolio.resubmit'

/** Relists one domain; on a stale sign-in, signs in again and resumes (growls of spec §8). */
export function useResubmitAction() {
  const useStepUpAction = useContext(StepUpActionContext)
  const queryClient = useQueryClient()
  return useStepUpAction({
    key: RESUBMIT_ACTION_KEY,
    authReason: 'resubmit',
    run: (name: string) => relistDomain(name),
    onSuccess: () => {
      growl({ kind: 'success', message: 'domain.resubmitListings.success', values: { count: 1 } })
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })
    },
    onError: () => growl({ kind: 'error', message: 'common.error.unknown' }),
  })
}

/** Mounted on the pages with a resubmit action: finishes a resubmit kept across sign-in. */
export function ResubmitResume() {
  useResubmitAction()
  return null
}
