import { AppError } from '../../http/app-error.ts'
import { findUserById } from './sign-in.repository.ts'
import {
  type SignInDeps,
  type ClientInfo,
  type SignInResult,
  type FirstFactorOutcome,
  startSession,
  afterFirstFactor,
} from './sign-in-session.ts'

// First factors other than the password: a passkey (two in one) or a linked OpenID identity.

/** Passwordless sign-in by passkey: a passkey is two factors in one (possession + PIN). */
export async function signInWithPasskey(
  deps: SignInDeps,
  userId: string,
  realm: string,
  client: ClientInfo,
  replacesToken?: string,
): Promise<SignInResult> {
  const { db } = deps
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED', 'Unknown passkey.')
  return startSession(deps, user, realm, client, 'passkey', replacesToken)
}

/** A linked OpenID Connect identity signed in: its sign-in stands as the first factor. */
export async function signInFederated(
  deps: SignInDeps,
  userId: string,
  realm: string,
  client: ClientInfo,
  replacesToken?: string,
): Promise<FirstFactorOutcome> {
  const { db } = deps
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED', 'Unknown account.')
  return afterFirstFactor(deps, user, realm, client, 'federated', replacesToken)
}
