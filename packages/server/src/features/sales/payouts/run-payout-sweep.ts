import { SYSTEM_ACTOR, type SalesDeps } from '../sales-deps.ts'
import { issuePayout } from './issue-payout.ts'
import { listDuePayoutIds } from './payouts.repository.ts'

/** AUTO payouts due by the (injectable) clock are issued. */
export async function runPayoutSweep(deps: SalesDeps): Promise<number> {
  const due = await listDuePayoutIds(deps.db, deps.clock.now(), 500)
  for (const id of due) await issuePayout(deps, id, SYSTEM_ACTOR)
  return due.length
}
