import { DEFAULT_REALM } from '@namefolio/core/auth/auth.constants'
import { consumeOneTimeToken, issueOneTimeToken } from '../../auth/one-time-tokens.ts'
import { signInLinkMail } from './sign-in.mail.ts'
import { findUserByEmail, findUserById } from './sign-in.repository.ts'
import {
  type SignInDeps,
  type ClientInfo,
  type FirstFactorOutcome,
  afterFirstFactor,
} from './sign-in-session.ts'
import { isMailAllowed, MINUTE_MS } from './mail-allowance.ts'

// Passwordless sign-in by a single-use link: e-mailed on request, or made for another feature.
const SIGN_IN_LINK_TTL_MS = 15 * MINUTE_MS

/** Passwordless sign-in by e-mailed link (single use, 15 minutes). Same answer always. */
export async function requestSignInLink(
  deps: SignInDeps,
  email: string,
  query: string,
  realm: string,
): Promise<void> {
  const { db, mailer } = deps
  if (!(await isMailAllowed(deps, 'sign_in_link', email))) return
  const user = await findUserByEmail(db, email)
  if (!user) return
  const token = await issueOneTimeToken(db, {
    purpose: 'sign_in_link',
    userId: user.id,
    ttlMs: SIGN_IN_LINK_TTL_MS,
    data: { realm },
  })
  const sep = query ? `${query}&` : '?'
  await mailer.send(signInLinkMail(user.email, `${deps.ssoBaseUrl}/login/link${sep}token=${token}`))
}

/**
 * A sign-in link for a user another feature has just identified (a lander's buyer after an
 * offer): the same token and `/login/link` page as an e-mailed request, returned as a URL.
 */
export async function createSignInLink(
  deps: SignInDeps,
  userId: string,
  options: { path: string; realm?: string; ttlMs?: number },
): Promise<string> {
  const { db } = deps
  const token = await issueOneTimeToken(db, {
    purpose: 'sign_in_link',
    userId,
    ttlMs: options.ttlMs ?? SIGN_IN_LINK_TTL_MS,
    data: { realm: options.realm ?? DEFAULT_REALM },
  })
  return `${deps.ssoBaseUrl}/login/link?${new URLSearchParams({ path: options.path, token })}`
}

export async function useSignInLink(
  deps: SignInDeps,
  token: string,
  client: ClientInfo,
  replacesToken?: string,
): Promise<FirstFactorOutcome | null> {
  const { db } = deps
  const row = await consumeOneTimeToken(db, 'sign_in_link', token)
  const user = row?.userId ? await findUserById(db, row.userId) : null
  if (!row || !user) return null
  return afterFirstFactor(
    deps,
    user,
    String(row.data.realm ?? DEFAULT_REALM),
    client,
    'sign_in_link',
    replacesToken,
  )
}
