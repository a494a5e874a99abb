import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { LeasedSortKey, SoldSortKey } from '@namefolio/core/sales/sales-requests.constants'
import { needsSellerAction, saleStepOf } from '@namefolio/core/sales/sale-steps'
import { leasedStatusOf, soldStatusOf } from '@namefolio/core/sales/transaction-machine'
import type { Db } from '../../db/client.ts'
import { pageWithTotal } from '../../db/page-with-total.ts'
import {
  transactions,
  type LeaseInstallmentRow,
  type PayoutRow,
  type TransactionRow,
} from '../../db/schema/sales.ts'
import { getSalesDashboard, listStatements } from './sales-figures.queries.ts'
import {
  getTransactionDetails,
  installmentsOf,
  listStatusOf,
  nextInstallmentOf,
  payoutsOf,
  type Viewer,
} from './transaction-details.queries.ts'

export type ListQuery<K extends string> = {
  offset: number
  limit: number
  sort: K
  order: 'asc' | 'desc'
}

const payoutSum =
  sql<number>`(select coalesce(sum(p.amount_micros), 0) from payouts p where p.transaction_id = "transactions"."id")`.mapWith(
    Number,
  )
const payoutDate =
  sql<Date | null>`(select max(coalesce(p.paid_at, p.scheduled_for)) from payouts p where p.transaction_id = "transactions"."id")`.mapWith(
    (v) => (v ? new Date(v as string) : null),
  )

/** Sorts by one of the list's columns, then by id so pages never overlap (spec §9). */
function transactionOrder(sort: SoldSortKey | LeasedSortKey, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc
  const column = {
    domain: transactions.domainName,
    status: transactions.status,
    salePrice: transactions.salePriceMicros,
    saleDate: transactions.saleDate,
  }[sort]
  return [dir(column), dir(transactions.id)]
}

function leasedRow(t: TransactionRow, insts: LeaseInstallmentRow[], pays: PayoutRow[]) {
  const paid = insts.filter((i) => i.status === 'PAID')
  const previous = paid.at(-1) ?? null
  const lastPayout = pays.filter((p) => p.transactionId === t.id).at(-1) ?? null
  return {
    transactionId: t.id,
    domain: t.domainName,
    status: leasedStatusOf(t.status),
    fullStatus: t.status,
    needsAction: needsSellerAction('LEASE', t.status),
    installments: `${paid.length}/${insts.length}`,
    installmentsPaid: paid.length,
    installmentsTotal: insts.length,
    nextInstallment: nextInstallmentOf(insts),
    salePrice: t.salePriceMicros,
    previousInstallment: previous
      ? { amount: previous.amountMicros, sellerAmount: previous.sellerMicros }
      : null,
    paidOn: previous?.paidAt?.toISOString() ?? null,
    invoice: previous ? previous.id : null,
    payoutTransmittal: lastPayout
      ? { payoutId: lastPayout.id, status: lastPayout.status, amount: lastPayout.amountMicros }
      : null,
    saleDate: t.saleDate.toISOString(),
    months: t.leaseMonths,
  }
}

/** Reads for the sales pages, exports and statements (spec §3 sales and leased columns). */
export function createSalesQueries(db: Db) {
  async function listSales(sellerId: string, q: ListQuery<SoldSortKey>) {
    const where = and(eq(transactions.sellerId, sellerId), eq(transactions.kind, 'SALE'))
    const { rows, total } = await pageWithTotal(
      db,
      db
        .select({ t: transactions, payoutAmount: payoutSum, payoutDate })
        .from(transactions)
        .where(where)
        .orderBy(...transactionOrder(q.sort, q.order))
        .$dynamic(),
      { table: transactions, where },
      q,
    )
    return {
      items: rows.map(({ t, payoutAmount, payoutDate: date }) => ({
        transactionId: t.id,
        domain: t.domainName,
        status: soldStatusOf(t.status),
        fullStatus: t.status,
        step: saleStepOf(t.status),
        needsAction: needsSellerAction('SALE', t.status),
        salePrice: t.salePriceMicros,
        payoutAmount: payoutAmount || null,
        payoutDate: date?.toISOString() ?? null,
        transferType: t.transferType,
        saleDate: t.saleDate.toISOString(),
        invoiceId: t.id,
      })),
      total,
    }
  }

  /** The leased view; default sort by domain (spec §9). */
  async function listLeased(sellerId: string, q: ListQuery<LeasedSortKey>) {
    const where = and(eq(transactions.sellerId, sellerId), eq(transactions.kind, 'LEASE'))
    const { rows, total } = await pageWithTotal(
      db,
      db
        .select()
        .from(transactions)
        .where(where)
        .orderBy(...transactionOrder(q.sort, q.order))
        .$dynamic(),
      { table: transactions, where },
      q,
    )
    const insts = await installmentsOf(
      db,
      rows.map((r) => r.id),
    )
    const pays = await payoutsOf(
      db,
      rows.map((r) => r.id),
    )
    return {
      items: rows.map((t) => leasedRow(t, insts.get(t.id) ?? [], pays)),
      total,
    }
  }

  async function listPurchases(buyerId: string, q: { offset: number; limit: number }) {
    const where = eq(transactions.buyerId, buyerId)
    const { rows, total } = await pageWithTotal(
      db,
      db
        .select()
        .from(transactions)
        .where(where)
        .orderBy(desc(transactions.saleDate), desc(transactions.id))
        .$dynamic(),
      { table: transactions, where },
      q,
    )
    const insts = await installmentsOf(
      db,
      rows.filter((r) => r.kind === 'LEASE').map((r) => r.id),
    )
    return {
      items: rows.map((t) => {
        const list = insts.get(t.id) ?? []
        const next = list.find((i) => i.status === 'SCHEDULED' || i.status === 'LATE')
        return {
          transactionId: t.id,
          kind: t.kind,
          domain: t.domainName,
          status: listStatusOf(t.kind, t.status),
          fullStatus: t.status,
          step: saleStepOf(t.status),
          price: t.salePriceMicros,
          saleDate: t.saleDate.toISOString(),
          installmentsPaid: list.filter((i) => i.status === 'PAID').length,
          installmentsTotal: list.length,
          nextInstallment: nextInstallmentOf(list),
          canPayOff: t.kind === 'LEASE' && t.status === 'CONFIRMED_TRANSFER' && Boolean(next),
        }
      }),
      total,
    }
  }

  async function adminTransfers() {
    return db
      .select()
      .from(transactions)
      .where(
        inArray(transactions.status, [
          'PENDING_TRANSFER',
          'SCHEDULED_PAYOUT',
          'AWAITING_AUTH_CODE',
        ]),
      )
      .orderBy(asc(transactions.updatedAt))
      .limit(200)
  }

  return {
    listSales,
    listLeased,
    details: (row: TransactionRow, viewer: Viewer) => getTransactionDetails(db, row, viewer),
    listPurchases,
    dashboard: (sellerId: string, now: Date) => getSalesDashboard(db, sellerId, now),
    statements: (sellerId: string) => listStatements(db, sellerId),
    adminTransfers,
  }
}

export type SalesQueries = ReturnType<typeof createSalesQueries>
