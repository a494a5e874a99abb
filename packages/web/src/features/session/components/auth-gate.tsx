import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { SESSION_ERROR_CODES } from '@namefolio/core/http/session-error'
import { isApiError } from '../../../lib/api-client'
import { redirectSuspended, redirectToSignIn } from '../session-redirect'
import {
  addPrivateLabelToUrl,
  DEFAULT_AUTH_CACHE_KEY,
  sessionQueries,
  type AuthCheckParams,
} from '../session.queries'

export type AuthGateProps = AuthCheckParams & {
  children: ReactNode
  /** Shown while the session is checked (spec §2 "placeholder"). */
  placeholder: ReactNode
  /** Shown instead of redirecting when there is no valid session (spec §2). */
  alternativeContent?: ReactNode
  authReason?: string | undefined
  /** An explicit return path; by default the current path, query and hash. */
  path?: string | undefined
  /** The validate cache key (spec §9, default `__default__`). */
  cacheKey?: string
}

type GateState = 'checking' | 'valid' | 'invalid' | 'expired' | 'suspended'

/**
 * The authentication gate of spec §2: a placeholder while checking, the content when the
 * session is valid, otherwise a same-window redirect to the sign-in page (or the alternative
 * content). A suspended account goes to the sign-in service with `status=suspended`.
 */
export function AuthGate({
  children,
  placeholder,
  alternativeContent,
  authReason,
  path,
  cacheKey = DEFAULT_AUTH_CACHE_KEY,
  ...params
}: AuthGateProps) {
  const queryClient = useQueryClient()
  const validate = useQuery(sessionQueries.validate(params, cacheKey))
  const isValid = validate.data?.valid === true
  const account = useQuery({ ...sessionQueries.currentUser(), enabled: isValid })
  const visitor = useQuery({ ...sessionQueries.visitor(), enabled: isValid })
  const privateLabelId = visitor.data?.privateLabelId ?? null
  useEffect(() => addPrivateLabelToUrl(privateLabelId), [privateLabelId])

  let state: GateState = 'checking'
  if (validate.isError || (validate.isSuccess && !isValid)) state = 'invalid'
  else if (isValid && account.isError) {
    const code = isApiError(account.error) ? account.error.code : null
    if (code === 'UserAccountSuspended') state = 'suspended'
    // The cached check said valid but the session has ended since (spec §8 session timeout).
    else if (code === 'UNAUTHENTICATED') state = 'expired'
    // Any other failure of the account data leaves the session valid; the page says so.
    else state = 'valid'
  } else if (isValid && account.isSuccess) state = 'valid'

  useEffect(() => {
    if (validate.isError) {
      console.error('Namefolio: the authentication check failed', validate.error)
    }
  }, [validate.isError, validate.error])

  const { realm, risk } = params
  const shouldRedirect = state === 'invalid' && alternativeContent === undefined
  useEffect(() => {
    if (!shouldRedirect) return
    void redirectToSignIn(queryClient, { realm, risk, authReason, path })
  }, [shouldRedirect, queryClient, realm, risk, authReason, path])

  useEffect(() => {
    if (state === 'suspended') void redirectSuspended(queryClient)
    if (state === 'expired') {
      void redirectToSignIn(queryClient, {
        realm,
        risk,
        authReason,
        path,
        status: SESSION_ERROR_CODES.sessionTimeout,
      })
    }
  }, [state, queryClient, realm, risk, authReason, path])

  if (state === 'valid') return children
  if (state === 'invalid' && alternativeContent !== undefined) return alternativeContent
  return placeholder
}
