import type { Db } from '../../../db/client.ts'
import type { PayoutRow, TransactionRow } from '../../../db/schema/sales.ts'
import { findDefaultPayoutAccount, findTaxProfile } from '../payee.repository.ts'
import { DAY_MS } from '../sales-clock.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { isPayableMethod } from './payable-method.ts'
import { insertPayout, updatePayout } from './payouts.repository.ts'

/** Where a seller's payouts go: a payable account once the tax profile exists, and the mode. */
async function findPayoutTarget(db: Db, sellerId: string) {
  const account = await findDefaultPayoutAccount(db, sellerId)
  const profile = await findTaxProfile(db, sellerId)
  const payable = account && isPayableMethod(account.method) && profile ? account : null
  return { account: payable, mode: profile?.payoutMode ?? 'AUTO' }
}

/**
 * Creates (or re-schedules) a payout row for what the seller is owed: OPEN without a payable
 * account, READY_FOR_PAYOUT for a seller who pays out by hand, else scheduled after the hold.
 */
export async function schedulePayout(
  deps: Pick<SalesDeps, 'clock' | 'payoutHoldDays'>,
  db: Db,
  row: TransactionRow,
  amountMicros: number,
  installmentId: string | null,
  existing: PayoutRow | null = null,
): Promise<PayoutRow> {
  const { account, mode } = await findPayoutTarget(db, row.sellerId)
  const now = deps.clock.now()
  const values = {
    status: !account
      ? ('OPEN' as const)
      : mode === 'MANUAL'
        ? ('READY_FOR_PAYOUT' as const)
        : ('SCHEDULE_SUCCESS' as const),
    mode,
    payoutAccountId: account?.id ?? null,
    method: account?.method ?? null,
    scheduledFor: account ? new Date(now.getTime() + deps.payoutHoldDays * DAY_MS) : null,
    updatedAt: now,
  }
  if (existing) return updatePayout(db, existing.id, values)
  return insertPayout(db, {
    transactionId: row.id,
    installmentId,
    sellerId: row.sellerId,
    amountMicros,
    createdAt: now,
    ...values,
  })
}
