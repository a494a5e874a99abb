import {
  AUTH_REALMS,
  DEFAULT_REALM,
  DEFAULT_RISK,
  isRiskLevel,
  isRiskSatisfied,
  type AuthValidateQuery,
  type AuthValidateResult,
  type LoginInput,
  type SignupInput,
} from '@namefolio/core/auth/auth.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import {
  consumeOneTimeToken,
  countTokenAttempt,
  findOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from '../../auth/one-time-tokens.ts'
import { revokeAllApiTokens } from '../../auth/api-tokens.ts'
import { listPasskeysForUser } from '../../auth/passkeys.ts'
import { getDecoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { hitRateCounter } from '../../auth/rate-counter.ts'
import {
  findPasswordThrottle,
  LOCKOUT_AFTER_FAILURES,
  recordSignInEvent,
  type SignInMethod,
} from '../../auth/sign-in-events.ts'
import {
  createSession,
  revokeOtherSessions,
  revokeSession,
} from '../../auth/sessions.repository.ts'
import type { SecretBox } from '../../auth/secret-box.ts'
import { hasConfirmedTotp, useRecoveryCode, verifyTotpCode } from '../../auth/totp.ts'
import type { RequestAuth } from '../../http/auth.ts'
import { AppError } from '../../http/app-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { lockoutMail, passwordChangedMail, recoveryMail, signInLinkMail } from './sign-in.mail.ts'
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  updatePasswordHash,
} from './sign-in.repository.ts'

export type ClientInfo = { userAgent: string | null; ipAddress: string | null }
export type SignInResult = { user: UserRow; token: string; expiresAt: Date }
/** A first factor passed: either signed in, or a second factor is still needed. */
export type FirstFactorOutcome =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'second-factor'; challenge: string; hasTotp: boolean; hasPasskey: boolean }

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000
const MINUTE_MS = 60_000
const RECOVERY_TTL_MS = 30 * MINUTE_MS
const SIGN_IN_LINK_TTL_MS = 15 * MINUTE_MS
const SECOND_FACTOR_TTL_MS = 5 * MINUTE_MS
const SECOND_FACTOR_MAX_ATTEMPTS = 5
/** E-mails (recovery or sign-in link) per address per hour. */
const MAILS_PER_ADDRESS_PER_HOUR = 3

function invalidCredentials(): AppError {
  return new AppError('INVALID_CREDENTIALS', 'That e-mail and password do not match an account.', {
    fields: [{ field: 'password', code: 'sso.error.invalidCredentials' }],
  })
}

export function createSignInService(deps: {
  db: Db
  sessionTtlDays: number
  mailer: Mailer
  /** The sign-in service's origin, for links in e-mails. */
  ssoBaseUrl: string
  /** Opens the sealed TOTP secrets (decision 652). */
  secretBox: SecretBox
}) {
  const { db, mailer } = deps

  async function startSession(
    user: UserRow,
    realm: string,
    client: ClientInfo,
    method: SignInMethod,
    replacesToken?: string,
  ): Promise<SignInResult> {
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
  async function afterFirstFactor(
    user: UserRow,
    realm: string,
    client: ClientInfo,
    method: SignInMethod,
    replacesToken?: string,
  ): Promise<FirstFactorOutcome> {
    const [hasTotp, passkeyList] = await Promise.all([
      hasConfirmedTotp(db, user.id),
      listPasskeysForUser(db, user.id),
    ])
    const hasPasskey = passkeyList.length > 0
    if (!hasTotp && !hasPasskey) {
      return {
        kind: 'signed-in',
        result: await startSession(user, realm, client, method, replacesToken),
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

  /**
   * Password sign-in. Same answer and the same argon2 work whether the e-mail is unknown or
   * the password wrong; failures per address grow a delay and then lock for 15 minutes
   * (with an e-mail to the owner), whether or not the address has an account.
   */
  async function signIn(
    input: LoginInput,
    client: ClientInfo,
    realm: string = DEFAULT_REALM,
    replacesToken?: string,
  ): Promise<FirstFactorOutcome> {
    const throttle = await findPasswordThrottle(db, input.email)
    if (throttle.isLocked || throttle.retryAt) {
      const seconds = Math.max(
        1,
        Math.ceil(((throttle.retryAt?.getTime() ?? 0) - Date.now()) / 1000),
      )
      throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${seconds} seconds.`, {
        fields: [
          {
            field: 'form',
            code: throttle.isLocked ? 'sso.error.locked' : 'sso.error.throttled',
            values: { retryAfterSeconds: seconds },
          },
        ],
      })
    }
    const user = await findUserByEmail(db, input.email)
    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await getDecoyPasswordHash()),
      input.password,
    )
    if (!user || !passwordOk) {
      await recordSignInEvent(db, {
        userId: user?.id ?? null,
        email: input.email,
        method: 'password',
        isSuccess: false,
        ...client,
      })
      if (user && throttle.failures + 1 === LOCKOUT_AFTER_FAILURES) {
        await mailer.send(lockoutMail(user.email, `${deps.ssoBaseUrl}/recover`))
      }
      throw invalidCredentials()
    }
    return afterFirstFactor(user, realm, client, 'password', replacesToken)
  }

  /** The pending second-factor sign-in, or an error that sends the user back to start. */
  async function getChallenge(challenge: string) {
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
  async function completeSecondFactor(
    challenge: string,
    code: string,
    client: ClientInfo,
    replacesToken?: string,
  ): Promise<SignInResult> {
    const { row, user, realm } = await getChallenge(challenge)
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
    return startSession(user, realm, client, method, replacesToken)
  }

  /** Second step done by a passkey (verified by the caller): ends the challenge, signs in. */
  async function completeSecondFactorWithPasskey(
    challenge: string,
    userId: string,
    client: ClientInfo,
    replacesToken?: string,
  ): Promise<SignInResult> {
    const { user, realm } = await getChallenge(challenge)
    if (user.id !== userId || !(await consumeOneTimeToken(db, 'second_factor', challenge))) {
      throw new AppError('UNAUTHENTICATED', 'That passkey belongs to another account.')
    }
    return startSession(user, realm, client, 'passkey', replacesToken)
  }

  /** Passwordless sign-in by passkey: a passkey is two factors in one (possession + PIN). */
  async function signInWithPasskey(
    userId: string,
    realm: string,
    client: ClientInfo,
    replacesToken?: string,
  ): Promise<SignInResult> {
    const user = await findUserById(db, userId)
    if (!user) throw new AppError('UNAUTHENTICATED', 'Unknown passkey.')
    return startSession(user, realm, client, 'passkey', replacesToken)
  }

  /** A linked OpenID Connect identity signed in: its sign-in stands as the first factor. */
  async function signInFederated(
    userId: string,
    realm: string,
    client: ClientInfo,
    replacesToken?: string,
  ): Promise<FirstFactorOutcome> {
    const user = await findUserById(db, userId)
    if (!user) throw new AppError('UNAUTHENTICATED', 'Unknown account.')
    return afterFirstFactor(user, realm, client, 'federated', replacesToken)
  }

  async function signUp(input: SignupInput, client: ClientInfo): Promise<SignInResult> {
    const [byEmail, byUsername] = await Promise.all([
      findUserByEmail(db, input.email),
      findUserByUsername(db, input.username),
    ])
    const taken = [
      ...(byEmail ? [{ field: 'email', code: 'sso.signup.error.emailTaken' }] : []),
      ...(byUsername ? [{ field: 'username', code: 'sso.signup.error.usernameTaken' }] : []),
    ]
    if (taken.length > 0)
      throw new AppError('CONFLICT', 'That account already exists.', { fields: taken })
    const user = await insertUser(db, {
      email: input.email,
      name: input.name,
      username: input.username,
      passwordHash: await hashPassword(input.password),
    })
    // A concurrent sign-up can win the race between the check and the insert.
    if (!user) throw new AppError('CONFLICT', 'That account already exists.')
    return startSession(user, DEFAULT_REALM, client, 'password')
  }

  async function signOut(token: string | undefined): Promise<void> {
    if (token) await revokeSession(db, token)
  }

  /** At most 3 e-mails an hour per address, counted whether or not it has an account. */
  async function isMailAllowed(kind: string, email: string): Promise<boolean> {
    const { isAllowed } = await hitRateCounter(db, {
      key: `${kind}:${email.toLowerCase()}`,
      windowMs: 60 * MINUTE_MS,
      max: MAILS_PER_ADDRESS_PER_HOUR,
    })
    return isAllowed
  }

  /**
   * `/recover`: e-mails a single-use link valid 30 minutes. The caller answers the same
   * whatever happens here (no way to learn whether an address has an account).
   */
  async function requestRecovery(email: string, query: string): Promise<void> {
    if (!(await isMailAllowed('recover', email))) return
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

  async function isRecoveryTokenLive(token: string): Promise<boolean> {
    return (await findOneTimeToken(db, 'recover', token)) !== null
  }

  /**
   * Sets the new password, ends every session and API token of the account (issue 12) and
   * tells the owner.
   */
  async function resetPassword(token: string, password: string): Promise<void> {
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
  async function changePassword(
    auth: RequestAuth,
    current: string,
    next: string,
    client: ClientInfo,
  ): Promise<{ revokedTokens: number }> {
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

  /** Passwordless sign-in by e-mailed link (single use, 15 minutes). Same answer always. */
  async function requestSignInLink(email: string, query: string, realm: string): Promise<void> {
    if (!(await isMailAllowed('sign_in_link', email))) return
    const user = await findUserByEmail(db, email)
    if (!user) return
    const token = await issueOneTimeToken(db, {
      purpose: 'sign_in_link',
      userId: user.id,
      ttlMs: SIGN_IN_LINK_TTL_MS,
      data: { realm },
    })
    const sep = query ? `${query}&` : '?'
    await mailer.send(
      signInLinkMail(user.email, `${deps.ssoBaseUrl}/login/link${sep}token=${token}`),
    )
  }

  /**
   * A sign-in link for a user another feature has just identified (a lander's buyer after an
   * offer): the same token and `/login/link` page as an e-mailed request, returned as a URL.
   */
  async function createSignInLink(
    userId: string,
    options: { path: string; realm?: string; ttlMs?: number },
  ): Promise<string> {
    const token = await issueOneTimeToken(db, {
      purpose: 'sign_in_link',
      userId,
      ttlMs: options.ttlMs ?? SIGN_IN_LINK_TTL_MS,
      data: { realm: options.realm ?? DEFAULT_REALM },
    })
    return `${deps.ssoBaseUrl}/login/link?${new URLSearchParams({ path: options.path, token })}`
  }

  async function useSignInLink(
    token: string,
    client: ClientInfo,
    replacesToken?: string,
  ): Promise<FirstFactorOutcome | null> {
    const row = await consumeOneTimeToken(db, 'sign_in_link', token)
    const user = row?.userId ? await findUserById(db, row.userId) : null
    if (!row || !user) return null
    return afterFirstFactor(
      user,
      String(row.data.realm ?? DEFAULT_REALM),
      client,
      'sign_in_link',
      replacesToken,
    )
  }

  return {
    signIn,
    signUp,
    signOut,
    completeSecondFactor,
    completeSecondFactorWithPasskey,
    signInWithPasskey,
    signInFederated,
    requestRecovery,
    isRecoveryTokenLive,
    resetPassword,
    changePassword,
    requestSignInLink,
    createSignInLink,
    useSignInLink,
  }
}

export type SignInService = ReturnType<typeof createSignInService>

/**
 * `GET /api/auth/validate` (spec §7): whether the session is good for a realm and risk.
 * `groups` lists roles of which the user must hold one; `use12HourExpiration` asks for a
 * sign-in within 12 hours; `plid` is echoed back. A suspended account still has a valid
 * session: the portal learns of the suspension from its user data and sends the user on
 * (spec §2). An API token is not a sign-in session: only `low` risk is valid for it.
 */
export function validateSession(
  auth: RequestAuth | null,
  query: AuthValidateQuery,
  now: Date = new Date(),
): AuthValidateResult {
  const realm = query.realm ?? DEFAULT_REALM
  const risk = query.risk ?? DEFAULT_RISK
  const answer = (valid: boolean, reason: string | null): AuthValidateResult => ({
    valid,
    details: {
      realm,
      risk,
      userId: auth?.user.id ?? null,
      expiresAt: auth?.session?.expiresAt.toISOString() ?? null,
      reason,
      ...(query.plid ? { plid: query.plid } : {}),
    },
  })
  if (!(AUTH_REALMS as readonly string[]).includes(realm)) return answer(false, 'UNKNOWN_REALM')
  if (!isRiskLevel(risk)) return answer(false, 'UNKNOWN_RISK')
  if (!auth) return answer(false, 'NO_SESSION')
  if (realm === 'admin' && !auth.user.roles.includes('admin'))
    return answer(false, 'REALM_FORBIDDEN')
  const authenticatedAt = auth.session?.authenticatedAt.getTime() ?? Number.NEGATIVE_INFINITY
  if (!isRiskSatisfied(risk, authenticatedAt, now.getTime()))
    return answer(false, 'STEP_UP_REQUIRED')
  if (query.use12HourExpiration && now.getTime() - authenticatedAt > TWELVE_HOURS_MS) {
    return answer(false, 'SESSION_EXPIRED')
  }
  const groups =
    query.groups
      ?.split(',')
      .map((g) => g.trim())
      .filter(Boolean) ?? []
  if (groups.length > 0 && !groups.some((g) => (auth.user.roles as string[]).includes(g))) {
    return answer(false, 'GROUP_FORBIDDEN')
  }
  return answer(true, null)
}
