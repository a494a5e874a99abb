import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { MembershipDeps } from './membership-deps.ts'
import { deleteSubscription, findUserPlan, setUserPlan } from './membership.repository.ts'

/**
 * POST /api/v1/admin/accounts/:userId/membership: an admin sets a seller's plan and expiry
 * (decision 1319). It is a grant, not a sale: nothing is charged and any paid subscription stops
 * renewing. The change and its audit entry (`membership.change`) commit together.
 */
export async function adminChangePlan(
  deps: Pick<MembershipDeps, 'db' | 'recordAdminAction'>,
  admin: UserRow,
  userId: string,
  input: { plan: MembershipPlan; expiresAt: string | null; note: string },
) {
  const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt)
  await deps.db.transaction(async (tx) => {
    const before = await findUserPlan(tx, userId)
    if (!before) throw new AppError('NOT_FOUND', 'No such account.')
    await setUserPlan(tx, userId, input.plan, expiresAt)
    await deleteSubscription(tx, userId)
    await deps.recordAdminAction(tx, {
      actorId: admin.id,
      action: 'membership.change',
      subjectType: 'account',
      subjectId: userId,
      before: { plan: before.plan, expiresAt: before.expiresAt?.toISOString() ?? null },
      after: { plan: input.plan, expiresAt: expiresAt?.toISOString() ?? null },
      note: input.note,
    })
  })
  return { userId, plan: input.plan, expiresAt: expiresAt?.toISOString() ?? null }
}
