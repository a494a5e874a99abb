import type { Db } from '../../../db/client.ts'
import type { TransactionRow } from '../../../db/schema/sales.ts'
import { listPayoutsOfTransaction } from '../payouts/payouts.repository.ts'
import type { SalesClock } from '../sales-clock.ts'
import { setSaleMarks } from '../sale-domains.repository.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'
import { listInstallments } from './installments.repository.ts'

/** Once every installment is paid and paid out, the lease ends and the domain is sold. */
export async function completeLeaseIfDone(
  db: Db,
  clock: SalesClock,
  row: TransactionRow,
): Promise<void> {
  const insts = await listInstallments(db, row.id)
  const pays = await listPayoutsOfTransaction(db, row.id)
  const allPaid = insts.every((i) => i.status === 'PAID')
  const allOut = insts.every((i) =>
    pays.some((p) => p.installmentId === i.id && p.status === 'PAID'),
  )
  if (allPaid && allOut && row.status === 'CONFIRMED_TRANSFER') {
    const now = clock.now()
    await setSaleMarks(db, row.domainId, { soldAt: now }, now)
    await moveTransaction(db, { clock }, row, {
      to: 'LTO_PAYOUTS_COMPLETE',
      note: 'Every installment paid and paid out; the domain goes to the buyer',
    })
  }
}
