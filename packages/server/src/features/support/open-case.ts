import type { SupportCaseCreate, SupportCaseDetail } from '@namefolio/core/support/support.contract'
import { SUPPORT_ERRORS } from '@namefolio/core/support/support.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { readAttachment } from './read-attachment.ts'
import {
  findCaseOfUser,
  findOwnDomainName,
  findOwnTransaction,
  insertCase,
  listMessages,
} from './support.repository.ts'
import { toCaseDetail } from './support-view.ts'

/**
 * POST v1/support (spec §8): a signed-in person opens a case, maybe about one of their own
 * domains or transactions. A domain or transaction of another account is refused with the
 * same answer as one that does not exist, so the form cannot probe other portfolios.
 */
export async function openCase(
  db: Db,
  user: UserRow,
  input: SupportCaseCreate,
): Promise<SupportCaseDetail> {
  let domainName: string | null = null
  if (input.domainName) {
    domainName = await findOwnDomainName(db, user.id, input.domainName)
    if (!domainName) {
      throw new AppError('VALIDATION', 'That domain is not in your account.', {
        fields: [{ field: 'domainName', code: SUPPORT_ERRORS.domainNotYours }],
      })
    }
  }
  let transactionId: string | null = null
  if (input.transactionId) {
    const transaction = await findOwnTransaction(db, user.id, input.transactionId)
    if (!transaction) {
      throw new AppError('VALIDATION', 'That transaction is not yours.', {
        fields: [{ field: 'transactionId', code: SUPPORT_ERRORS.transactionNotYours }],
      })
    }
    transactionId = transaction.id
    domainName ??= transaction.domainName
  }
  const attachment = readAttachment(input.attachment)
  const row = await insertCase(
    db,
    { userId: user.id, guest: null, topic: input.topic, domainName, transactionId },
    { author: 'CUSTOMER', authorUserId: user.id, body: input.message, attachment },
  )
  const created = await findCaseOfUser(db, user.id, row.id)
  return toCaseDetail(created!, await listMessages(db, row.id))
}
