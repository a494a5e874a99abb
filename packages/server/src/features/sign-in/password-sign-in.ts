import { type LoginInput } from '@namefolio/core/auth/auth.contract'
import { DEFAULT_REALM } from '@namefolio/core/auth/auth.constants'
import { getDecoyPasswordHash, verifyPassword } from '../../auth/passwords.ts'
import {
  findPasswordThrottle,
  LOCKOUT_AFTER_FAILURES,
  recordSignInEvent,
} from '../../auth/sign-in-events.ts'
import { AppError } from '../../http/app-error.ts'
import { lockoutMail } from './sign-in.mail.ts'
import { findUserByEmail } from './sign-in.repository.ts'
import {
  type SignInDeps,
  type ClientInfo,
  type FirstFactorOutcome,
  afterFirstFactor,
} from './sign-in-session.ts'

function invalidCredentials(): AppError {
  return new AppError('INVALID_CREDENTIALS', 'That e-mail and password do not match an account.', {
    fields: [{ field: 'password', code: 'sso.error.invalidCredentials' }],
  })
}

/**
 * Password sign-in. Same answer and the same argon2 work whether the e-mail is unknown or
 * the password wrong; failures per address grow a delay and then lock for 15 minutes
 * (with an e-mail to the owner), whether or not the address has an account.
 */
export async function signIn(
  deps: SignInDeps,
  input: LoginInput,
  client: ClientInfo,
  realm: string = DEFAULT_REALM,
  replacesToken?: string,
): Promise<FirstFactorOutcome> {
  const { db, mailer } = deps
  const throttle = await findPasswordThrottle(db, input.email)
  if (throttle.isLocked || throttle.retryAt) {
    const seconds = Math.max(1, Math.ceil(((throttle.retryAt?.getTime() ?? 0) - Date.now()) / 1000))
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
  return afterFirstFactor(deps, user, realm, client, 'password', replacesToken)
}
