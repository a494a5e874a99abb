import type { SalesDeps } from '../sales-deps.ts'
import { afterOrderPaid } from './after-order-paid.ts'
import { completeOrder } from './complete-order.ts'
import { failUnchargedOrder, listStaleOrders } from './payment-orders.repository.ts'

/** Reconciliation (decision 805): orders left CREATED by a crash are finished or failed. */
export async function reconcileOrders(
  deps: SalesDeps,
  olderThanSeconds: number,
): Promise<{ completed: number; failed: number }> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000)
  const stale = await listStaleOrders(deps.db, cutoff, 500)
  let completed = 0
  let failed = 0
  for (const order of stale) {
    const charge = await deps.provider.findCharge(order.id)
    if (charge) {
      const done = await completeOrder(deps, order.id, charge)
      if (done.status === 'PAID') {
        completed += 1
        await afterOrderPaid(deps, done)
      }
    } else {
      await failUnchargedOrder(deps.db, order.id, new Date())
      failed += 1
    }
  }
  return { completed, failed }
}
