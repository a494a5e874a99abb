import type { SupportCaseStatus } from '@namefolio/core/support/support-case'
import type { Db } from '../../db/client.ts'
import { recordAdminAction } from '../../db/admin-audit.ts'

/**
 * Support's row in the admin audit log (issue 19, decision 1310): `case.reply` or `case.close`,
 * written with the transaction that changes the case. It names the status change, never the
 * message.
 */
export async function recordCaseAction(
  tx: Db,
  entry: {
    actorId: string
    action: 'case.reply' | 'case.close'
    caseId: string
    before: SupportCaseStatus
    after: SupportCaseStatus
  },
): Promise<void> {
  await recordAdminAction(tx, {
    actorId: entry.actorId,
    action: entry.action,
    subjectType: 'case',
    subjectId: entry.caseId,
    before: { status: entry.before },
    after: { status: entry.after },
  })
}
