import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { GROWL_LIFETIME_MS } from '@namefolio/core/constants/ui-timings'
import { DEFAULT_LOCALE, getActiveMessages } from '../i18n/intl'
import { isApiError, onSessionProblem } from '../lib/api-client'
import {
  invalidateAuthChecks,
  redirectSuspended,
  redirectToSignIn,
} from '../features/session/session-redirect'
import { StepUpActionProvider } from '../features/portfolio/resubmit-action'
import { useStepUpAction } from '../features/session/step-up'
import { cssVariablesResolver, theme } from './theme'

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; network trouble and 5xx get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  })
}

/**
 * Session answers of any call (spec §8): 401 / ForceLogin / Authorization invalidate the
 * auth cache and go to sign-in with the session-timeout status; a suspended account goes
 * to the sign-in service with status=suspended.
 */
function SessionProblemRedirects({ queryClient }: { queryClient: QueryClient }) {
  useEffect(
    () =>
      onSessionProblem((problem) => {
        void invalidateAuthChecks(queryClient)
        if (problem.to === 'sso') void redirectSuspended(queryClient)
        else void redirectToSignIn(queryClient, { status: problem.status })
      }),
    [queryClient],
  )
  return null
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <IntlProvider
      locale={DEFAULT_LOCALE}
      defaultLocale={DEFAULT_LOCALE}
      messages={getActiveMessages()}
    >
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications autoClose={GROWL_LIFETIME_MS} position="top-right" limit={5} />
        <QueryClientProvider client={queryClient}>
          <SessionProblemRedirects queryClient={queryClient} />
          {/* Features hand step-up actions to each other only through the app layer. */}
          <StepUpActionProvider useStepUpAction={useStepUpAction}>{children}</StepUpActionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </IntlProvider>
  )
}
