import {
  consumeOneTimeToken,
  findOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from '../../auth/one-time-tokens.ts'
import { revokeAllApiTokens } from '../../auth/api-tokens.ts'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { recordSignInEvent } from '../../auth/sign-in-events.ts'
import { revokeOtherSessions } from '../../auth/sessions.repository.ts'
import type { RequestAuth } from '../../http/auth.ts'
import { AppError } from '../../http/app-error.ts'
import { passwordChangedMail, recoveryMail } from './sign-in.mail.ts'
import { findUserByEmail, findUserById, updatePasswordHash } from './sign-in.repository.ts'
import type { SignInDeps, ClientInfo } from './sign-in-session.ts'
import { isMailAllowed, MINUTE_MS } from './mail-allowance.ts'

// Passwords: recovery by e-mailed link (`/recover`) and change (`/password/change`).
const RECOVERY_TTL_MS = 30 * MINUTE_MS

/**
 * `/recover`: e-mails a single-use link valid 30 minutes. The caller answers the same
 * whatever happens here (no way to learn whether an address has an account).
 */
export async function requestRecovery(
  deps: SignInDeps,
  email: string,
  query: string,
): Promise<void> {
  const { db, mailer } = deps
  if (!(await isMailAllowed(deps, 'recover', email))) return
  const user = await findUserByEmail(db, email)
  if (!user) return
  await revokeOneTimeTokens(db, user.id, 'recover')
  const token = await issueOneTimeToken(db, {
    purpose: 'recover',
    userId: user.id,
    ttlMs: RECOVERY_TTL_MS,
  })
  const sep = query ? `${query}&` : '?'
  await mailer.send(
    recoveryMail(user.email, `${deps.ssoBaseUrl}/recover/reset${sep}token=${token}`),
  )
}

export async function isRecoveryTokenLive(deps: SignInDeps, token: string): Promise<boolean> {
  const { db } = deps
  return (await findOneTimeToken(db, 'recover', token)) !== null
}

/**
 * Sets the new password, ends every session and API token of the account (issue 12) and
 * tells the owner.
 */
export async function resetPassword(
  deps: SignInDeps,
  token: string,
  password: string,
): Promise<void> {
  const { db, mailer } = deps
  const row = await consumeOneTimeToken(db, 'recover', token)
  const user = row?.userId ? await findUserById(db, row.userId) : null
  if (!user) throw new AppError('NOT_FOUND', 'This link has expired or was already used.')
  await updatePasswordHash(db, user.id, await hashPassword(password))
  await revokeOtherSessions(db, user.id, null)
  const revokedTokens = await revokeAllApiTokens(db, user.id)
  await mailer.send(passwordChangedMail(user.email, revokedTokens))
}

/**
 * `/password/change`: needs the current password; every other session and every API token
 * ends (issue 12). Answers how many tokens were revoked, for the page to say so.
 */
export async function changePassword(
  deps: SignInDeps,
  auth: RequestAuth,
  current: string,
  next: string,
  client: ClientInfo,
): Promise<{ revokedTokens: number }> {
  const { db, mailer } = deps
  const user = auth.user
  if (!(await verifyPassword(user.passwordHash, current))) {
    await recordSignInEvent(db, {
      userId: user.id,
      email: user.email,
      method: 'password',
      isSuccess: false,
      ...client,
    })
    throw new AppError('INVALID_CREDENTIALS', 'That is not your current password.', {
      fields: [{ field: 'current', code: 'sso.error.invalidCredentials' }],
    })
  }
  if (current === next) {
    throw new AppError('VALIDATION', 'Choose a new password.', {
      fields: [{ field: 'password', code: 'sso.error.passwordReused' }],
    })
  }
  await updatePasswordHash(db, user.id, await hashPassword(next))
  await revokeOtherSessions(db, user.id, auth.session?.id ?? null)
  await revokeOneTimeTokens(db, user.id, 'recover')
  const revokedTokens = await revokeAllApiTokens(db, user.id)
  await mailer.send(passwordChangedMail(user.email, revokedTokens))
  return { revokedTokens }
}
