import { notifyUser } from '../notify-user.ts'
import { setSaleMarks } from '../sale-domains.repository.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'
import { cancelInstallments, OPEN_INSTALLMENT_STATUSES } from './installments.repository.ts'

/** Default: the lease ends, the domain returns to the seller (who keeps what was paid). */
export async function defaultLease(deps: SalesDeps, id: string, note: string): Promise<void> {
  const { clock } = deps
  await deps.db.transaction(async (tx) => {
    let row = await getTransaction(tx, id)
    row = await moveTransaction(tx, deps, row, {
      to: 'CANCEL_REQUESTED',
      note: `Default: ${note}`,
    })
    const now = clock.now()
    await cancelInstallments(tx, id, OPEN_INSTALLMENT_STATUSES)
    await setSaleMarks(tx, row.domainId, { leasedAt: null }, now)
    await moveTransaction(tx, deps, row, {
      to: 'CANCELLED',
      note: 'Lease terminated; the domain is back with the seller, who keeps the installments paid',
    })
  })
  const row = await getTransaction(deps.db, id)
  deps.listingChanges?.changed([row.domainName])
  await notifyUser(
    deps,
    row.sellerId,
    `Lease ended: ${row.domainName}`,
    `The buyer stopped paying; ${row.domainName} is back with you. Relist it in one click at ${deps.publicUrl}/sales/leased/${id}/details.`,
  )
  await notifyUser(
    deps,
    row.buyerId,
    `Lease ended: ${row.domainName}`,
    `Your lease of ${row.domainName} has ended for non-payment.`,
  )
}
