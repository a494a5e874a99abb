import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { balancesOf } from '@namefolio/core/sales/ledger'
import {
  needsSellerAction,
  saleStepOf,
  stepTrackerOf,
  tasksOf,
} from '@namefolio/core/sales/sale-steps'
import { leasedStatusOf, soldStatusOf } from '@namefolio/core/sales/transaction-machine'
import type { SaleStep } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../db/client.ts'
import {
  leaseInstallments,
  ledgerEntries,
  payouts,
  transactionEvents,
  transactions,
  type TransactionRow,
} from '../../db/schema/sales.ts'
import { users } from '../../db/schema/users.ts'

export const SOLD_SORT_KEYS = ['domain', 'status', 'salePrice', 'saleDate'] as const
export type SoldSortKey = (typeof SOLD_SORT_KEYS)[number]
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

function soldOrder(sort: SoldSortKey, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc
  const column = {
    domain: transactions.domainName,
    status: transactions.status,
    salePrice: transactions.salePriceMicros,
    saleDate: transactions.saleDate,
  }[sort]
  return [dir(column), dir(transactions.id)]
}

/** Reads for the sales pages, exports and statements (spec §3 sales and leased columns). */
export function createSalesQueries(db: Db) {
  async function listSales(sellerId: string, q: ListQuery<SoldSortKey>) {
    const where = and(eq(transactions.sellerId, sellerId), eq(transactions.kind, 'SALE'))
    const rows = await db
      .select({ t: transactions, payoutAmount: payoutSum, payoutDate })
      .from(transactions)
      .where(where)
      .orderBy(...soldOrder(q.sort, q.order))
      .offset(q.offset)
      .limit(q.limit)
    const [total] = await db.select({ n: count() }).from(transactions).where(where)
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
      total: total?.n ?? 0,
    }
  }

  async function installmentsOf(ids: string[]) {
    if (ids.length === 0) return new Map<string, (typeof leaseInstallments.$inferSelect)[]>()
    const rows = await db
      .select()
      .from(leaseInstallments)
      .where(inArray(leaseInstallments.transactionId, ids))
      .orderBy(asc(leaseInstallments.seq))
    const map = new Map<string, (typeof leaseInstallments.$inferSelect)[]>()
    for (const r of rows) map.set(r.transactionId, [...(map.get(r.transactionId) ?? []), r])
    return map
  }

  async function payoutsOf(ids: string[]) {
    if (ids.length === 0) return []
    return db
      .select()
      .from(payouts)
      .where(inArray(payouts.transactionId, ids))
      .orderBy(asc(payouts.createdAt))
  }

  function leasedRow(
    t: TransactionRow,
    insts: (typeof leaseInstallments.$inferSelect)[],
    pays: (typeof payouts.$inferSelect)[],
  ) {
    const paid = insts.filter((i) => i.status === 'PAID')
    const next = insts.find((i) => i.status === 'SCHEDULED' || i.status === 'LATE') ?? null
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
      nextInstallment: next
        ? {
            amount: next.amountMicros,
            dueAt: next.dueAt.toISOString(),
            late: next.status === 'LATE',
          }
        : null,
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

  /** The leased view; default sort by domain (spec §9). */
  async function listLeased(
    sellerId: string,
    q: ListQuery<'domain' | 'saleDate' | 'salePrice' | 'status'>,
  ) {
    const where = and(eq(transactions.sellerId, sellerId), eq(transactions.kind, 'LEASE'))
    const dir = q.order === 'asc' ? asc : desc
    const col = {
      domain: transactions.domainName,
      saleDate: transactions.saleDate,
      salePrice: transactions.salePriceMicros,
      status: transactions.status,
    }[q.sort]
    const rows = await db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(dir(col), dir(transactions.id))
      .offset(q.offset)
      .limit(q.limit)
    const [total] = await db.select({ n: count() }).from(transactions).where(where)
    const insts = await installmentsOf(rows.map((r) => r.id))
    const pays = await payoutsOf(rows.map((r) => r.id))
    return {
      items: rows.map((t) => leasedRow(t, insts.get(t.id) ?? [], pays)),
      total: total?.n ?? 0,
    }
  }

  /** Every detail of one transaction, for its seller, its buyer or an admin. */
  async function details(row: TransactionRow, viewer: 'seller' | 'buyer' | 'admin') {
    const events = await db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.transactionId, row.id))
      .orderBy(asc(transactionEvents.createdAt))
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, row.id))
      .orderBy(asc(ledgerEntries.createdAt))
    const pays = await payoutsOf([row.id])
    const insts = (await installmentsOf([row.id])).get(row.id) ?? []
    const [buyer] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, row.buyerId))
    const reached: SaleStep | null = (() => {
      const beforeCancel = [...events]
        .reverse()
        .find((e) => e.toStatus === 'CANCEL_REQUESTED')?.fromStatus
      return beforeCancel ? saleStepOf(beforeCancel) : null
    })()
    const balances = balancesOf(entries)
    return {
      transactionId: row.id,
      kind: row.kind,
      domain: row.domainName,
      status: row.kind === 'SALE' ? soldStatusOf(row.status) : leasedStatusOf(row.status),
      fullStatus: row.status,
      step: saleStepOf(row.status),
      tracker: stepTrackerOf(row.kind, row.status, reached),
      tasks: tasksOf(row.kind, row.status).filter((t) => viewer !== 'buyer' || !t.forSeller),
      needsAction: needsSellerAction(row.kind, row.status),
      salePrice: row.salePriceMicros,
      commissionBps: row.commissionBps,
      paymentMethod: row.paymentMethod,
      transferType: row.transferType,
      registrar: row.otherRegistrarName || row.registrar,
      hasAuthCode: row.authCodeEncrypted !== null,
      saleDate: row.saleDate.toISOString(),
      buyerName: viewer === 'buyer' ? null : (buyer?.name ?? null),
      leaseMonths: row.leaseMonths,
      events: events.map((e) => ({
        from: e.fromStatus,
        to: e.toStatus,
        actor: e.actor,
        note: e.note,
        at: e.createdAt.toISOString(),
      })),
      ledger: {
        entries: entries.map((e) => ({
          postingId: e.postingId,
          kind: e.kind,
          account: e.account,
          amount: e.amountMicros,
          installmentId: e.installmentId,
          payoutId: e.payoutId,
          at: e.createdAt.toISOString(),
        })),
        balances,
        sum: entries.reduce((s, e) => s + e.amountMicros, 0),
      },
      payouts: pays.map((p) => ({
        payoutId: p.id,
        installmentId: p.installmentId,
        amount: p.amountMicros,
        status: p.status,
        mode: p.mode,
        method: p.method,
        scheduledFor: p.scheduledFor?.toISOString() ?? null,
        paidAt: p.paidAt?.toISOString() ?? null,
      })),
      installments: insts.map((i) => ({
        installmentId: i.id,
        seq: i.seq,
        amount: i.amountMicros,
        dueAt: i.dueAt.toISOString(),
        status: i.status,
        paidAt: i.paidAt?.toISOString() ?? null,
        sellerAmount: i.sellerMicros,
        commission: i.commissionMicros,
        fee: i.feeMicros,
        payout: pays.find((p) => p.installmentId === i.id)
          ? {
              payoutId: pays.find((p) => p.installmentId === i.id)!.id,
              status: pays.find((p) => p.installmentId === i.id)!.status,
            }
          : null,
      })),
      invoices:
        row.kind === 'SALE'
          ? [{ invoiceId: row.id, amount: row.salePriceMicros, date: row.saleDate.toISOString() }]
          : insts
              .filter((i) => i.status === 'PAID')
              .map((i) => ({
                invoiceId: i.id,
                amount: i.amountMicros,
                date: i.paidAt?.toISOString() ?? null,
              })),
    }
  }

  async function listPurchases(buyerId: string, q: { offset: number; limit: number }) {
    const where = eq(transactions.buyerId, buyerId)
    const rows = await db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.saleDate), desc(transactions.id))
      .offset(q.offset)
      .limit(q.limit)
    const [total] = await db.select({ n: count() }).from(transactions).where(where)
    const insts = await installmentsOf(rows.filter((r) => r.kind === 'LEASE').map((r) => r.id))
    return {
      items: rows.map((t) => {
        const list = insts.get(t.id) ?? []
        const next = list.find((i) => i.status === 'SCHEDULED' || i.status === 'LATE')
        return {
          transactionId: t.id,
          kind: t.kind,
          domain: t.domainName,
          status: t.kind === 'SALE' ? soldStatusOf(t.status) : leasedStatusOf(t.status),
          fullStatus: t.status,
          step: saleStepOf(t.status),
          price: t.salePriceMicros,
          saleDate: t.saleDate.toISOString(),
          installmentsPaid: list.filter((i) => i.status === 'PAID').length,
          installmentsTotal: list.length,
          nextInstallment: next
            ? {
                amount: next.amountMicros,
                dueAt: next.dueAt.toISOString(),
                late: next.status === 'LATE',
              }
            : null,
          canPayOff: t.kind === 'LEASE' && t.status === 'CONFIRMED_TRANSFER' && Boolean(next),
        }
      }),
      total: total?.n ?? 0,
    }
  }

  /** GET /api/v1/stats/sales/dashboard. */
  async function dashboard(sellerId: string, now: Date) {
    const [figures] = await db
      .select({
        sales:
          sql<number>`count(*) filter (where ${transactions.kind} = 'SALE' and ${transactions.status} not in ('CANCELLED','CANCEL_REQUESTED'))`.mapWith(
            Number,
          ),
        leases:
          sql<number>`count(*) filter (where ${transactions.kind} = 'LEASE' and ${transactions.status} = 'CONFIRMED_TRANSFER')`.mapWith(
            Number,
          ),
        awaitingAuthCode:
          sql<number>`count(*) filter (where ${transactions.status} = 'AWAITING_AUTH_CODE')`.mapWith(
            Number,
          ),
        awaitingPayeeInfo:
          sql<number>`count(*) filter (where ${transactions.status} = 'AWAITING_PAYEE_INFO')`.mapWith(
            Number,
          ),
        salesLast30Days:
          sql<number>`count(*) filter (where ${transactions.saleDate} > ${new Date(now.getTime() - 30 * 86_400_000)} and ${transactions.status} not in ('CANCELLED','CANCEL_REQUESTED'))`.mapWith(
            Number,
          ),
        grossMicros:
          sql<number>`coalesce(sum(${transactions.salePriceMicros}) filter (where ${transactions.status} not in ('CANCELLED','CANCEL_REQUESTED')), 0)`.mapWith(
            Number,
          ),
      })
      .from(transactions)
      .where(eq(transactions.sellerId, sellerId))
    const [money] = await db
      .select({
        paidOut:
          sql<number>`coalesce(sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'PAID_OUT'), 0)`.mapWith(
            Number,
          ),
        owed: sql<number>`coalesce(sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'SELLER'), 0)`.mapWith(
          Number,
        ),
        commission:
          sql<number>`coalesce(sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'COMMISSION'), 0)`.mapWith(
            Number,
          ),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sellerId, sellerId))
    const attention = await db
      .select({
        transactionId: transactions.id,
        domain: transactions.domainName,
        status: transactions.status,
        kind: transactions.kind,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.sellerId, sellerId),
          inArray(transactions.status, ['AWAITING_AUTH_CODE', 'AWAITING_PAYEE_INFO']),
        ),
      )
      .orderBy(asc(transactions.saleDate))
      .limit(20)
    return {
      salesCount: figures?.sales ?? 0,
      activeLeases: figures?.leases ?? 0,
      salesLast30Days: figures?.salesLast30Days ?? 0,
      grossSalesMicros: figures?.grossMicros ?? 0,
      paidOutMicros: money?.paidOut ?? 0,
      pendingPayoutMicros: money?.owed ?? 0,
      commissionMicros: money?.commission ?? 0,
      awaitingAuthCode: figures?.awaitingAuthCode ?? 0,
      awaitingPayeeInfo: figures?.awaitingPayeeInfo ?? 0,
      needsAttention: attention.map((a) => ({ ...a, step: saleStepOf(a.status) })),
    }
  }

  /** Monthly statements from the ledger (America/New_York months, spec §9). */
  async function statements(sellerId: string) {
    const month = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'America/New_York', 'YYYY-MM')`
    const rows = await db
      .select({
        month,
        buyerPaid:
          sql<number>`coalesce(-sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'BUYER'), 0)`.mapWith(
            Number,
          ),
        commission:
          sql<number>`coalesce(sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'COMMISSION'), 0)`.mapWith(
            Number,
          ),
        fees: sql<number>`coalesce(sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'FEES'), 0)`.mapWith(
          Number,
        ),
        paidOut:
          sql<number>`coalesce(sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'PAID_OUT'), 0)`.mapWith(
            Number,
          ),
        net: sql<number>`coalesce(sum(${ledgerEntries.amountMicros}) filter (where ${ledgerEntries.account} = 'SELLER' and ${ledgerEntries.kind} <> 'PAYOUT'), 0)`.mapWith(
          Number,
        ),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sellerId, sellerId))
      .groupBy(month)
      .orderBy(desc(month))
    return { items: rows.map((r) => ({ ...r, statementId: r.month })), total: rows.length }
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

  return { listSales, listLeased, details, listPurchases, dashboard, statements, adminTransfers }
}

export type SalesQueries = ReturnType<typeof createSalesQueries>
