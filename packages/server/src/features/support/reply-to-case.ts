import type { SupportCaseDetail, SupportReply } from '@namefolio/core/support/support.contract'
import { statusAfterMessage } from '@namefolio/core/support/support-case'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { readAttachment } from './read-attachment.ts'
import { appendMessage, findCaseOfUser, listMessages } from './support.repository.ts'
import { toCaseDetail } from './support-view.ts'

/** The customer writes in their case; a closed case opens again (decision 1040). */
export async function replyToCase(
  db: Db,
  user: UserRow,
  caseId: string,
  input: SupportReply,
): Promise<SupportCaseDetail> {
  const existing = await findCaseOfUser(db, user.id, caseId)
  if (!existing) throw new AppError('NOT_FOUND', 'No such support case.')
  const attachment = readAttachment(input.attachment)
  await appendMessage(
    db,
    caseId,
    { author: 'CUSTOMER', authorUserId: user.id, body: input.message, attachment },
    statusAfterMessage('CUSTOMER'),
  )
  const updated = await findCaseOfUser(db, user.id, caseId)
  return toCaseDetail(updated!, await listMessages(db, caseId))
}
