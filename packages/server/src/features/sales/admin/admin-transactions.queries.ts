import type {
  AdminTransactionListQuery,
  StuckPayout,
} from '@namefolio/core/admin/admin-transactions.contract'
import { isCancellable } from '@namefolio/core/sales/transaction-machine'
import { and, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../../db/client.ts'
import { payouts, transactions } from '../../../db/schema/sales.ts'
import { users } from '../../../db/schema/users.ts'
import { AppError } from '../../../http/app-error.ts'

const buyers = alias(users, 'buyers')
const sellers = alias(users, 'sellers')

/** The keyset cursor: the last row's sale date and id. */
function encodeCursor(saleDate: Date, id: string): string {
  return `${saleDate.toISOString()}_${id}`
}

function decodeCursor(cursor: string): { saleDate: Date; id: string } {
  const [iso, id] = cursor.split('_')
  const saleDate = new Date(iso ?? '')
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(saleDate.getTime())) {
    throw new AppError('MALFORMED_INPUT', 'The page cursor is not valid.', {
      fields: [{ field: 'cursor', code: 'admin.transactions.badCursor' }],
    })
  }
  return { saleDate, id }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Every transaction for the admin desk, newest first, filtered and keyset-paged (issue 19). */
export async function listAdminTransactions(db: Db, query: AdminTransactionListQuery) {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(transactions.status, query.status))
  if (query.kind) conditions.push(eq(transactions.kind, query.kind))
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`
    const match = or(
      ilike(transactions.domainName, like),
      ilike(buyers.email, like),
      ilike(sellers.email, like),
    )
    if (match) conditions.push(match)
  }
  if (query.cursor) {
    const { saleDate, id } = decodeCursor(query.cursor)
    const older = or(
      lt(transactions.saleDate, saleDate),
      and(eq(transactions.saleDate, saleDate), lt(transactions.id, id)),
    )
    if (older) conditions.push(older)
  }
  const rows = await db
    .select({
      id: transactions.id,
      domainName: transactions.domainName,
      kind: transactions.kind,
      status: transactions.status,
      salePriceMicros: transactions.salePriceMicros,
      saleDate: transactions.saleDate,
      buyerEmail: buyers.email,
      sellerEmail: sellers.email,
    })
    .from(transactions)
    .innerJoin(buyers, eq(buyers.id, transactions.buyerId))
    .innerJoin(sellers, eq(sellers.id, transactions.sellerId))
    .where(and(...conditions))
    .orderBy(desc(transactions.saleDate), desc(transactions.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((r) => ({
      transactionId: r.id,
      domain: r.domainName,
      kind: r.kind,
      status: r.status,
      salePriceMicros: r.salePriceMicros,
      buyerEmail: r.buyerEmail,
      sellerEmail: r.sellerEmail,
      saleDate: r.saleDate.toISOString(),
      isCancellable: isCancellable(r.kind, r.status),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.saleDate, last.id) : null,
  }
}

/** Payouts whose scheduling failed (spec §4), oldest failure first. */
export async function listStuckPayouts(db: Db): Promise<StuckPayout[]> {
  const rows = await db
    .select({
      payoutId: payouts.id,
      transactionId: payouts.transactionId,
      domain: transactions.domainName,
      sellerEmail: sellers.email,
      amountMicros: payouts.amountMicros,
      status: payouts.status,
      error: payouts.error,
      updatedAt: payouts.updatedAt,
    })
    .from(payouts)
    .innerJoin(transactions, eq(transactions.id, payouts.transactionId))
    .innerJoin(sellers, eq(sellers.id, payouts.sellerId))
    .where(inArray(payouts.status, ['SCHEDULE_USER_ERROR', 'SCHEDULE_SYSTEM_ERROR']))
    .orderBy(payouts.updatedAt)
    .limit(200)
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }))
}
