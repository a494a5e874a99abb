import {
  SUPPORT_ERRORS,
  type SupportCaseDetail,
  type SupportReply,
} from '@namefolio/core/support/support.contract'
import {
  canReply,
  statusAfterMessage,
  supportReferenceOf,
} from '@namefolio/core/support/support-case'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { recordCaseAction } from './case-audit.repository.ts'
import { readAttachment } from './read-attachment.ts'
import { appendMessage, findCase, listMessages } from './support.repository.ts'
import type { SupportMail } from './support-mail.ts'
import { requesterOf, toCaseDetail } from './support-view.ts'

/**
 * Support (an admin) replies; the customer gets the reply by e-mail (issue 18). The reply and
 * its `case.reply` audit entry commit together (issue 19).
 */
export async function answerCase(
  deps: { db: Db; mail: SupportMail },
  admin: UserRow,
  caseId: string,
  input: SupportReply,
): Promise<SupportCaseDetail> {
  const existing = await findCase(deps.db, caseId)
  if (!existing) throw new AppError('NOT_FOUND', 'No such support case.')
  if (!canReply('SUPPORT', existing.status)) {
    throw new AppError('CONFLICT', 'This case is closed.', {
      fields: [{ field: 'message', code: SUPPORT_ERRORS.caseClosed }],
    })
  }
  const attachment = readAttachment(input.attachment)
  const status = statusAfterMessage('SUPPORT')
  await deps.db.transaction(async (tx) => {
    const message = { author: 'SUPPORT' as const, authorUserId: admin.id, body: input.message }
    await appendMessage(tx, caseId, { ...message, attachment }, status)
    await recordCaseAction(tx, {
      actorId: admin.id,
      action: 'case.reply',
      caseId,
      before: existing.status,
      after: status,
    })
  })
  await deps.mail.announceReply(requesterOf(existing), {
    reference: supportReferenceOf(caseId),
    caseId,
    body: input.message,
  })
  const updated = await findCase(deps.db, caseId)
  return toCaseDetail(updated!, await listMessages(deps.db, caseId))
}
