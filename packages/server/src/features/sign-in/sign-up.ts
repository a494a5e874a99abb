import { type SignupInput } from '@namefolio/core/auth/auth.contract'
import { DEFAULT_REALM } from '@namefolio/core/auth/auth.constants'
import { hashPassword } from '../../auth/passwords.ts'
import { AppError } from '../../http/app-error.ts'
import { findUserByEmail, findUserByUsername, insertUser } from './sign-in.repository.ts'
import {
  type SignInDeps,
  type ClientInfo,
  type SignInResult,
  startSession,
} from './sign-in-session.ts'

export async function signUp(
  deps: SignInDeps,
  input: SignupInput,
  client: ClientInfo,
): Promise<SignInResult> {
  const { db } = deps
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
  return startSession(deps, user, DEFAULT_REALM, client, 'password')
}
