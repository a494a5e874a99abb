import type { SupportCaseDetail } from '@namefolio/core/support/support.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { findCase, findCaseOfUser, listMessages, markCaseRead } from './support.repository.ts'
import { toCaseDetail } from './support-view.ts'

/**
 * The customer opens their case: support's replies count as read from now on. Another
 * account's case answers 404, as one that does not exist.
 */
export async function readOwnCase(
  db: Db,
  user: UserRow,
  caseId: string,
): Promise<SupportCaseDetail> {
  const row = await findCaseOfUser(db, user.id, caseId)
  if (!row) throw new AppError('NOT_FOUND', 'No such support case.')
  if (row.unreadReplies > 0) await markCaseRead(db, caseId)
  return toCaseDetail({ ...row, unreadReplies: 0 }, await listMessages(db, caseId))
}

/** Support reads a case: the customer's unread count stays as it is. */
export async function readCaseForSupport(db: Db, caseId: string): Promise<SupportCaseDetail> {
  const row = await findCase(db, caseId)
  if (!row) throw new AppError('NOT_FOUND', 'No such support case.')
  return toCaseDetail(row, await listMessages(db, caseId))
}
