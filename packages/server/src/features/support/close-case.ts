import type { SupportCaseDetail } from '@namefolio/core/support/support.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { recordCaseAction } from './case-audit.repository.ts'
import { readCaseForSupport } from './read-case.ts'
import { closeCase, findCase } from './support.repository.ts'

/** Support (an admin) closes a case; the close and its `case.close` entry commit together. */
export async function closeCaseAsSupport(
  db: Db,
  admin: UserRow,
  caseId: string,
): Promise<SupportCaseDetail> {
  const existing = await findCase(db, caseId)
  if (!existing) throw new AppError('NOT_FOUND', 'No such support case.')
  await db.transaction(async (tx) => {
    await closeCase(tx, caseId)
    await recordCaseAction(tx, {
      actorId: admin.id,
      action: 'case.close',
      caseId,
      before: existing.status,
      after: 'CLOSED',
    })
  })
  return readCaseForSupport(db, caseId)
}
