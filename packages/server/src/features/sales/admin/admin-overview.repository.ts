import { count, eq, inArray, min } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { paymentOrders, transactions } from '../../../db/schema/sales.ts'

/** Orders whose charge has no answer yet: the ones a reconciliation settles. */
export async function countOpenPaymentOrders(db: Db) {
  const [row] = await db
    .select({ total: count(), oldest: min(paymentOrders.createdAt) })
    .from(paymentOrders)
    .where(eq(paymentOrders.status, 'CREATED'))
  return { total: row?.total ?? 0, oldestAt: row?.oldest ?? null }
}

/** Sales and leases by where their transfer stands, for the admin's counts. */
export async function countTransfers(db: Db) {
  const rows = await db
    .select({ status: transactions.status, total: count() })
    .from(transactions)
    .where(inArray(transactions.status, ['PENDING_TRANSFER', 'AWAITING_AUTH_CODE']))
    .groupBy(transactions.status)
  const of = (status: string) => rows.find((r) => r.status === status)?.total ?? 0
  return { toConfirm: of('PENDING_TRANSFER'), awaitingAuthCode: of('AWAITING_AUTH_CODE') }
}
