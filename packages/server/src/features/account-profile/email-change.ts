import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import {
  consumeOneTimeToken,
  findOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from '../../auth/one-time-tokens.ts'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import {
  confirmEmailMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailInUseMail,
} from './account-profile.mail.ts'
import {
  applyEmailChange,
  isEmailInUse,
  updateProfileColumns,
} from './account-profile.repository.ts'
import { readAccountProfile } from './update-profile.ts'

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

export type EmailChangeDeps = { db: Db; mailer: Mailer; publicUrl: string }

/**
 * `POST v1/account/email` (decision 1003): mails a confirmation link to the new address and
 * tells the old one. The answer is the same whether or not another account uses the new
 * address; that account's owner gets a mail without a link instead.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: UserRow,
  newEmail: string,
): Promise<{ pendingEmail: string }> {
  const email = newEmail.trim().toLowerCase()
  if (email === user.email) {
    throw new AppError('VALIDATION', 'That is already your e-mail address.', {
      fields: [{ field: 'email', code: 'profile.error.sameEmail' }],
    })
  }
  await revokeOneTimeTokens(deps.db, user.id, 'email_change')
  await updateProfileColumns(deps.db, user.id, { pendingEmail: email })
  if (await isEmailInUse(deps.db, email)) {
    await deps.mailer.send(emailInUseMail(email))
  } else {
    const token = await issueOneTimeToken(deps.db, {
      purpose: 'email_change',
      userId: user.id,
      ttlMs: EMAIL_CHANGE_TTL_MS,
      data: { email },
    })
    const url = `${deps.publicUrl}/account/profile?${new URLSearchParams({ emailToken: token })}`
    await deps.mailer.send(confirmEmailMail(email, url))
  }
  await deps.mailer.send(emailChangeRequestedMail(user.email, email))
  return { pendingEmail: email }
}

function invalidLink(): AppError {
  return new AppError('NOT_FOUND', 'This confirmation link is not valid or has expired.', {
    fields: [{ field: 'token', code: 'profile.error.emailLink' }],
  })
}

/**
 * `POST v1/account/email/confirm`: only the signed-in owner of the request can use its link;
 * the old address is told once the new one signs in.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  user: UserRow,
  token: string,
): Promise<AccountProfile> {
  // Another account's link is refused before it is used up, so its owner can still open it.
  const row = await consumeOneTimeTokenOf(deps.db, user.id, token)
  const email = typeof row?.data.email === 'string' ? row.data.email : null
  if (!row || email === null) throw invalidLink()
  if (!(await applyEmailChange(deps.db, user.id, email))) {
    await updateProfileColumns(deps.db, user.id, { pendingEmail: null })
    throw new AppError('CONFLICT', 'Another account signs in with that address now.', {
      fields: [{ field: 'email', code: 'profile.error.emailTaken' }],
    })
  }
  await deps.mailer.send(emailChangedMail(user.email, email))
  return readAccountProfile(deps.db, user.id)
}

async function consumeOneTimeTokenOf(db: Db, userId: string, token: string) {
  const found = await findOneTimeToken(db, 'email_change', token)
  if (!found || found.userId !== userId) return null
  return consumeOneTimeToken(db, 'email_change', token)
}
