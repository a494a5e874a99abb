import type { PaymentOrderRow } from '../../db/schema/sales.ts'
import { afterOrderPaid } from './checkout/after-order-paid.ts'
import { completeOrder } from './checkout/complete-order.ts'
import { reconcileOrders } from './checkout/reconcile-orders.ts'
import { bookInstallment } from './leases/book-installment.ts'
import { defaultLease } from './leases/default-lease.ts'
import { payOffLease } from './leases/pay-off-lease.ts'
import { runLeaseBilling } from './leases/run-lease-billing.ts'
import type { ChargeResult } from './payment-provider.ts'
import { issuePayout } from './payouts/issue-payout.ts'
import { reschedulePayouts } from './payouts/reschedule-payouts.ts'
import { runPayoutSweep } from './payouts/run-payout-sweep.ts'
import type { Actor, SalesDeps } from './sales-deps.ts'
import { cancelTransaction } from './transactions/cancel-transaction.ts'
import { getSellerTransaction, getTransaction } from './transactions/get-transaction.ts'
import { relistDomain } from './transactions/relist-domain.ts'
import { confirmTransfer } from './transfers/confirm-transfer.ts'
import { giveTransferInstructions } from './transfers/give-transfer-instructions.ts'
import { rejectTransfer } from './transfers/reject-transfer.ts'

export type { Actor, AgreementPaidHook, SalesDeps } from './sales-deps.ts'

type RegistrarPush = { registrar: string; otherRegistrarName?: string | undefined }
export { isPayableMethod } from './payouts/payable-method.ts'

/**
 * The sales write side (issue 8): checkout's completion, transfers, cancellations, lease
 * billing and payouts. Each operation is one use case file (checkout/, transfers/, leases/,
 * payouts/, transactions/) over its repository; this binds them to one set of dependencies.
 */
export function createSalesService(deps: SalesDeps) {
  return {
    getTransaction: (id: string) => getTransaction(deps.db, id),
    sellerTransaction: (sellerId: string, id: string) =>
      getSellerTransaction(deps.db, sellerId, id),
    completeOrder: (orderId: string, result: ChargeResult) => completeOrder(deps, orderId, result),
    afterOrderPaid: (order: PaymentOrderRow) => afterOrderPaid(deps, order),
    reconcileOrders: (olderThanSeconds: number) => reconcileOrders(deps, olderThanSeconds),
    provideAuthCode: (sellerId: string, id: string, authCode: string) =>
      giveTransferInstructions(deps, sellerId, id, { type: 'AUTH_CODE', authCode }),
    pushAtRegistrar: (sellerId: string, id: string, input: RegistrarPush) =>
      giveTransferInstructions(deps, sellerId, id, { type: 'REGISTRAR_PUSH', ...input }),
    confirmTransfer: (id: string, actor: Actor) => confirmTransfer(deps, id, actor),
    rejectTransfer: (id: string, actor: Actor, note: string) =>
      rejectTransfer(deps, id, actor, note),
    cancel: (id: string, actor: Actor, reason: string) =>
      cancelTransaction(deps, id, actor, reason),
    issuePayout: (payoutId: string, actor: Actor) => issuePayout(deps, payoutId, actor),
    runPayoutSweep: () => runPayoutSweep(deps),
    reschedulePayouts: (sellerId: string) => reschedulePayouts(deps, sellerId),
    runLeaseBilling: () => runLeaseBilling(deps),
    payOffLease: (buyerId: string, id: string, key: string) => payOffLease(deps, buyerId, id, key),
    bookInstallment: (instId: string, chargeId: string) => bookInstallment(deps, instId, chargeId),
    relistDomain: (sellerId: string, id: string) => relistDomain(deps, sellerId, id),
    defaultLease: (id: string, note: string) => defaultLease(deps, id, note),
  }
}

export type SalesService = ReturnType<typeof createSalesService>
