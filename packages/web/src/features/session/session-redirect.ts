import type { QueryClient } from '@tanstack/react-query'
import {
  buildLoginUrl,
  resolveSsoLoginUrl,
  withSessionStatus,
  type SessionStatus,
} from '@namefolio/core/auth/login-link'
import type { PublicConfig } from '@namefolio/core/config/public-config.contract'
import { leaveTo } from '../../lib/browser-location'
import { sessionKeys, sessionQueries } from './session.queries'

export type SignInRedirect = {
  realm?: string | undefined
  risk?: string | undefined
  authReason?: string | undefined
  /** An explicit return path; by default the current path, query and hash. */
  path?: string | undefined
  /** The status of spec §8 (session timeout, page access) added to the link. */
  status?: SessionStatus | undefined
}

/** When the configuration cannot be read, the sign-in page of this origin is used. */
function fallbackConfig(): Pick<PublicConfig, 'ssoLoginUrl' | 'environment'> {
  return { ssoLoginUrl: `${window.location.origin}/login`, environment: 'production' }
}

async function readConfig(queryClient: QueryClient) {
  try {
    return await queryClient.fetchQuery(sessionQueries.config())
  } catch (error) {
    console.error('Namefolio: the public configuration could not be read', error)
    return fallbackConfig()
  }
}

/** The sign-in URL for this page (spec §2), built from `GET /api/v1/config`. */
export async function findSignInUrl(
  queryClient: QueryClient,
  redirect: SignInRedirect = {},
): Promise<string> {
  const config = await readConfig(queryClient)
  const url = buildLoginUrl({
    ssoLoginUrl: config.ssoLoginUrl,
    environment: config.environment,
    location: window.location,
    realm: redirect.realm,
    risk: redirect.risk,
    authReason: redirect.authReason,
    path: redirect.path,
  })
  return redirect.status === undefined ? url : withSessionStatus(url, redirect.status)
}

/** Sends the visitor to the sign-in page in the same window (spec §2). */
export async function redirectToSignIn(
  queryClient: QueryClient,
  redirect: SignInRedirect = {},
): Promise<void> {
  leaveTo(await findSignInUrl(queryClient, redirect))
}

/** A suspended account goes to `ssoLoginUrl` with `status=suspended` (spec §2, §8). */
export async function redirectSuspended(queryClient: QueryClient): Promise<void> {
  const config = await readConfig(queryClient)
  const ssoLoginUrl = resolveSsoLoginUrl(config.ssoLoginUrl, config.environment)
  leaveTo(withSessionStatus(ssoLoginUrl, 'suspended'))
}

/**
 * Marks every cached authentication check stale, so the next check asks the server again.
 * Nothing is refetched now: the page is about to leave for the sign-in page.
 */
export async function invalidateAuthChecks(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'none' })
}
