import type { SellerApprovalStatus } from '@namefolio/core/account/account.constants'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { RecordAdminAction } from '../../db/admin-audit.ts'
import { findAccount, setApprovalStatus } from './admin-accounts.repository.ts'

export const ACCOUNT_ACTIONS = ['approve', 'suspend', 'reinstate'] as const
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number]

/** Which approval states each action starts from (spec §4 seller account approval). */
const ALLOWED_FROM: Record<AccountAction, readonly SellerApprovalStatus[]> = {
  approve: [
    'PendingApproval',
    'VerificationRequired',
    'VerificationPending',
    'NoStatus',
    'Disapproved',
  ],
  suspend: [
    'Approved',
    'PendingApproval',
    'VerificationRequired',
    'VerificationPending',
    'NoStatus',
    'Disapproved',
  ],
  reinstate: ['Suspended'],
}

const TARGET: Record<AccountAction, SellerApprovalStatus> = {
  approve: 'Approved',
  suspend: 'Suspended',
  reinstate: 'Approved',
}

/**
 * Approves, suspends or reinstates an account (issue 19, decision 1337). A suspended account's
 * sessions answer UserAccountSuspended on their next request (http/auth.ts reads the user on
 * every request), which the portal turns into the §2 redirect. An admin cannot suspend their
 * own account. The change and its audit entry commit together.
 */
export async function changeAccountApproval(
  deps: { db: Db; record: RecordAdminAction },
  input: { actor: UserRow; userId: string; action: AccountAction; note: string | null },
): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const account = await findAccount(tx, input.userId, { lock: true })
    if (account === null) {
      throw new AppError('NOT_FOUND', 'No such account.', {
        fields: [{ field: 'userId', code: 'admin.account.notFound' }],
      })
    }
    if (input.action === 'suspend' && account.id === input.actor.id) {
      throw new AppError('CONFLICT', 'An admin cannot suspend their own account.', {
        fields: [{ field: 'userId', code: 'admin.account.self' }],
      })
    }
    if (!ALLOWED_FROM[input.action].includes(account.approvalStatus)) {
      throw new AppError('CONFLICT', `This account is ${account.approvalStatus}.`, {
        fields: [
          {
            field: 'userId',
            code: 'admin.account.wrongState',
            values: { status: account.approvalStatus },
          },
        ],
      })
    }
    const status = TARGET[input.action]
    await setApprovalStatus(tx, account.id, status)
    await deps.record(tx, {
      actorId: input.actor.id,
      action: `account.${input.action}`,
      subjectType: 'account',
      subjectId: account.id,
      before: { approvalStatus: account.approvalStatus },
      after: { approvalStatus: status },
      note: input.note,
    })
    return { ...account, approvalStatus: status }
  })
}
