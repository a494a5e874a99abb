import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { issueOneTimeToken } from '../../auth/one-time-tokens.ts'
import { listPasskeysForUser } from '../../auth/passkeys.ts'
import { recordSignInEvent, type SignInMethod } from '../../auth/sign-in-events.ts'
import { createSession, revokeSession } from '../../auth/sessions.repository.ts'
import type { SecretBox } from '../../auth/secret-box.ts'
import { hasConfirmedTotp } from '../../auth/totp.ts'
import type { Mailer } from '../../mail/mailer.ts'

// Sessions of the sign-in service: how a passed first factor becomes a session or a second step.
export type ClientInfo = { userAgent: string | null; ipAddress: string | null }
export type SignInResult = { user: UserRow; token: string; expiresAt: Date }
/** A first factor passed: either signed in, or a second factor is still needed. */
export type FirstFactorOutcome =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'second-factor'; challenge: string; hasTotp: boolean; hasPasskey: boolean }

/** What the sign-in use cases work with (app.ts hands it to createSignInService). */
export type SignInDeps = {
  db: Db
  sessionTtlDays: number
  mailer: Mailer
  /** The sign-in service's origin, for links in e-mails. */
  ssoBaseUrl: string
  /** Opens the sealed TOTP secrets (decision 652). */
  secretBox: SecretBox
}

const SECOND_FACTOR_TTL_MS = 5 * 60_000

export async function startSession(
  deps: SignInDeps,
  user: UserRow,
  realm: string,
  client: ClientInfo,
  method: SignInMethod,
  replacesToken?: string,
): Promise<SignInResult> {
  const { db } = deps
  // A fresh sign-in replaces the browser's previous session (no fixation, no pile-up).
  if (replacesToken) await revokeSession(db, replacesToken)
  const { token, session } = await createSession(db, {
    userId: user.id,
    realm,
    ttlDays: deps.sessionTtlDays,
    ...client,
  })
  await recordSignInEvent(db, {
    userId: user.id,
    email: user.email,
    method,
    isSuccess: true,
    ...client,
  })
  return { user, token, expiresAt: session.expiresAt }
}

/** After a first factor: sign in, or ask for the second one when the user has one. */
export async function afterFirstFactor(
  deps: SignInDeps,
  user: UserRow,
  realm: string,
  client: ClientInfo,
  method: SignInMethod,
  replacesToken?: string,
): Promise<FirstFactorOutcome> {
  const { db } = deps
  const [hasTotp, passkeyList] = await Promise.all([
    hasConfirmedTotp(db, user.id),
    listPasskeysForUser(db, user.id),
  ])
  const hasPasskey = passkeyList.length > 0
  if (!hasTotp && !hasPasskey) {
    return {
      kind: 'signed-in',
      result: await startSession(deps, user, realm, client, method, replacesToken),
    }
  }
  const challenge = await issueOneTimeToken(db, {
    purpose: 'second_factor',
    userId: user.id,
    ttlMs: SECOND_FACTOR_TTL_MS,
    data: { realm, firstFactor: method, attempts: 0, hasTotp, hasPasskey },
  })
  return { kind: 'second-factor', challenge, hasTotp, hasPasskey }
}

export async function signOut(deps: SignInDeps, token: string | undefined): Promise<void> {
  const { db } = deps
  if (token) await revokeSession(db, token)
}
