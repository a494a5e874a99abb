import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { saleStepOf } from '@namefolio/core/sales/sale-steps'
import type { Db } from '../../db/client.ts'
import { ledgerEntries, transactions } from '../../db/schema/sales.ts'

/** GET /api/v1/stats/sales/dashboard. */
export async function getSalesDashboard(db: Db, sellerId: string, now: Date) {
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
export async function listStatements(db: Db, sellerId: string) {
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
