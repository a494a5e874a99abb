import { SOLD_TRANSACTION_STATUSES } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../db/client.ts'
import type { PartnerWebhooks } from './partner-deps.ts'
import { findPartnerOrderOfTransaction } from './partner-orders.repository.ts'

const TRANSFER_STATUSES: ReadonlySet<string> = new Set(SOLD_TRANSACTION_STATUSES)

/**
 * Called by sales for every transaction status change, inside its database transaction: when
 * the transaction came from a partner's order and its transfer status (spec §4 sold
 * transaction statuses) changed, `transfer.updated` is owed to the partner.
 */
export function publishTransferUpdate(webhooks: PartnerWebhooks) {
  return async (
    tx: Db,
    moved: { id: string; sellerId: string; domainName: string; status: string },
    fromStatus: string,
  ): Promise<void> => {
    if (moved.status === fromStatus || !TRANSFER_STATUSES.has(moved.status)) return
    const order = await findPartnerOrderOfTransaction(tx, moved.id)
    if (!order) return
    await webhooks.publish(tx, {
      type: 'transfer.updated',
      // The seller hears of every move already (move-transaction); this is the partner's copy.
      owners: [{ kind: 'partner', id: order.partnerId }],
      data: {
        orderId: order.id,
        transactionId: moved.id,
        domainName: moved.domainName,
        status: moved.status,
        previousStatus: fromStatus,
      },
    })
  }
}
