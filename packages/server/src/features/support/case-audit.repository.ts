import type { SupportCaseStatus } from '@namefolio/core/support/support-case'
import type { Db } from '../../db/client.ts'
import { adminAuditLog } from '../../db/schema/admin-audit.ts'

/**
 * Support's row in the admin audit log (issue 19, decision 1310): `case.reply` or `case.close`,
 * written with the transaction that changes the case. The same columns recordAdminAction
 * writes; support is registered by app.ts, which hands it no audit writer, and features do not
 * import each other, so the insert is here. It names the status change, never the message.
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
  await tx.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: 'case',
    subjectId: entry.caseId,
    before: { status: entry.before },
    after: { status: entry.after },
  })
}
