import { DEFAULT_REALM } from '@namefolio/core/auth/auth.constants'
import {
  consumeOneTimeToken,
  countTokenAttempt,
  findOneTimeToken,
} from '../../auth/one-time-tokens.ts'
import { recordSignInEvent, type SignInMethod } from '../../auth/sign-in-events.ts'
import { useRecoveryCode, verifyTotpCode } from '../../auth/totp.ts'
import { AppError } from '../../http/app-error.ts'
import { findUserById } from './sign-in.repository.ts'
import {
  type SignInDeps,
  type ClientInfo,
  type SignInResult,
  startSession,
} from './sign-in-session.ts'

const SECOND_FACTOR_MAX_ATTEMPTS = 5

/** The pending second-factor sign-in, or an error that sends the user back to start. */
export async function getChallenge(deps: SignInDeps, challenge: string) {
  const { db } = deps
  const row = await findOneTimeToken(db, 'second_factor', challenge)
  const attempts = Number(row?.data.attempts ?? 0)
  if (!row || !row.userId || attempts >= SECOND_FACTOR_MAX_ATTEMPTS) {
    throw new AppError('UNAUTHENTICATED', 'This sign-in took too long. Start again.', {
      fields: [{ field: 'code', code: 'sso.error.challengeExpired' }],
    })
  }
  const user = await findUserById(db, row.userId)
  if (!user) throw new AppError('UNAUTHENTICATED', 'Start again.')
  return { row, user, realm: String(row.data.realm ?? DEFAULT_REALM) }
}

/** Second step with a TOTP code or a recovery code. */
export async function completeSecondFactor(
  deps: SignInDeps,
  challenge: string,
  code: string,
  client: ClientInfo,
  replacesToken?: string,
): Promise<SignInResult> {
  const { db } = deps
  const { row, user, realm } = await getChallenge(deps, challenge)
  const trimmed = code.trim().replace(/\s/g, '')
  let method: SignInMethod | null = null
  if (/^\d{6}$/.test(trimmed)) {
    if (await verifyTotpCode(db, deps.secretBox, user.id, trimmed)) method = 'second_factor'
  } else if (trimmed.length >= 10 && (await useRecoveryCode(db, user.id, trimmed))) {
    method = 'recovery_code'
  }
  if (!method) {
    await countTokenAttempt(db, row.id)
    await recordSignInEvent(db, {
      userId: user.id,
      email: user.email,
      method: 'second_factor',
      isSuccess: false,
      ...client,
    })
    throw new AppError('INVALID_CREDENTIALS', 'That code is not right.', {
      fields: [{ field: 'code', code: 'sso.error.invalidCode' }],
    })
  }
  if (!(await consumeOneTimeToken(db, 'second_factor', challenge))) {
    throw new AppError('UNAUTHENTICATED', 'Start again.', {
      fields: [{ field: 'code', code: 'sso.error.challengeExpired' }],
    })
  }
  return startSession(deps, user, realm, client, method, replacesToken)
}

/** Second step done by a passkey (verified by the caller): ends the challenge, signs in. */
export async function completeSecondFactorWithPasskey(
  deps: SignInDeps,
  challenge: string,
  userId: string,
  client: ClientInfo,
  replacesToken?: string,
): Promise<SignInResult> {
  const { db } = deps
  const { user, realm } = await getChallenge(deps, challenge)
  if (user.id !== userId || !(await consumeOneTimeToken(db, 'second_factor', challenge))) {
    throw new AppError('UNAUTHENTICATED', 'That passkey belongs to another account.')
  }
  return startSession(deps, user, realm, client, 'passkey', replacesToken)
}
