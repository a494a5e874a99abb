import { and, asc, count, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { WaitingKind } from '@namefolio/core/notifications/waiting.contract'
import type { Db } from '../../db/client.ts'
import { leadAgreedPrices, leads } from '../../db/schema/leads.ts'
import { leaseInstallments, transactions } from '../../db/schema/sales.ts'

/** One row of a waiting query: the record it is about, and what the item shows. */
export type WaitingRow = {
  recordId: string
  domainName: string
  amountMicros: number | null
  since: Date
}
export type WaitingRows = { rows: WaitingRow[]; total: number }

/** A lead is still open to a move while it is new or negotiating. */
const OPEN_LEAD = inArray(leads.status, ['NEW', 'NEGOTIATING'])

const leadColumns = {
  recordId: leads.id,
  domainName: leads.domainName,
  amountMicros: leads.lastOfferMicros,
  since: leads.updatedAt,
}

async function listLeadsWhere(db: Db, where: SQL, limit: number): Promise<WaitingRows> {
  return rowsAndTotal(db, leads, where, leadColumns, limit, leads.updatedAt)
}

/** The first `limit` rows, oldest first (they have waited longest), and how many there are. */
async function rowsAndTotal(
  db: Db,
  table: typeof leads | typeof transactions | typeof leadAgreedPrices,
  where: SQL,
  columns: Record<keyof WaitingRow, PgColumn>,
  limit: number,
  orderBy: PgColumn,
): Promise<WaitingRows> {
  const [rows, [totals]] = await Promise.all([
    db.select(columns).from(table).where(where).orderBy(asc(orderBy)).limit(limit),
    db.select({ total: count() }).from(table).where(where),
  ])
  return { rows: rows as WaitingRow[], total: totals?.total ?? 0 }
}

/**
 * The live queries behind each kind of waiting item (decision 952). Each starts from the
 * person it waits for, on an index that leads with that person (or, for admins, the status).
 */
export const WAITING_QUERIES: Record<
  WaitingKind,
  (db: Db, userId: string, limit: number) => Promise<WaitingRows>
> = {
  // The buyer made the last offer and it stands; a lead a broker negotiates waits for them.
  offerToAnswer: (db, userId, limit) =>
    listLeadsWhere(
      db,
      and(
        eq(leads.sellerId, userId),
        OPEN_LEAD,
        eq(leads.hasActiveOffer, true),
        eq(leads.lastOfferBy, 'buyer'),
        isNull(leads.brokerId),
      )!,
      limit,
    ),
  authCodeToEnter: (db, userId, limit) =>
    rowsAndTotal(
      db,
      transactions,
      and(eq(transactions.sellerId, userId), eq(transactions.status, 'AWAITING_AUTH_CODE'))!,
      {
        recordId: transactions.id,
        domainName: transactions.domainName,
        amountMicros: transactions.salePriceMicros,
        since: transactions.updatedAt,
      },
      limit,
      transactions.updatedAt,
    ),
  counterToAnswer: (db, userId, limit) =>
    listLeadsWhere(
      db,
      and(
        eq(leads.buyerId, userId),
        OPEN_LEAD,
        eq(leads.hasActiveOffer, true),
        inArray(leads.lastOfferBy, ['seller', 'broker']),
      )!,
      limit,
    ),
  agreedPriceToPay: async (db, userId, limit) => {
    const where = and(eq(leadAgreedPrices.buyerId, userId), eq(leadAgreedPrices.status, 'OPEN'))!
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          recordId: leadAgreedPrices.id,
          domainName: leads.domainName,
          amountMicros: leadAgreedPrices.priceMicros,
          since: leadAgreedPrices.createdAt,
        })
        .from(leadAgreedPrices)
        .innerJoin(leads, eq(leads.id, leadAgreedPrices.leadId))
        .where(where)
        .orderBy(asc(leadAgreedPrices.createdAt))
        .limit(limit),
      db.select({ total: count() }).from(leadAgreedPrices).where(where),
    ])
    return { rows, total: totals?.total ?? 0 }
  },
  installmentLate: async (db, userId, limit) => {
    const where = and(
      eq(transactions.buyerId, userId),
      eq(transactions.status, 'CONFIRMED_TRANSFER'),
      eq(leaseInstallments.status, 'LATE'),
    )!
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          recordId: transactions.id,
          domainName: transactions.domainName,
          amountMicros: leaseInstallments.amountMicros,
          since: leaseInstallments.dueAt,
        })
        .from(leaseInstallments)
        .innerJoin(transactions, eq(transactions.id, leaseInstallments.transactionId))
        .where(where)
        .orderBy(asc(leaseInstallments.dueAt))
        .limit(limit),
      db
        .select({ total: count() })
        .from(leaseInstallments)
        .innerJoin(transactions, eq(transactions.id, leaseInstallments.transactionId))
        .where(where),
    ])
    return { rows, total: totals?.total ?? 0 }
  },
  // A lead assigned to this broker waits for them until they make the last move.
  leadToAnswer: (db, userId, limit) =>
    listLeadsWhere(
      db,
      and(
        eq(leads.brokerId, userId),
        OPEN_LEAD,
        or(isNull(leads.lastEventParty), ne(leads.lastEventParty, 'broker')),
      )!,
      limit,
    ),
  // The seller gave the auth code; the registrar adapter's default is an admin's confirmation.
  transferToConfirm: (db, _userId, limit) =>
    rowsAndTotal(
      db,
      transactions,
      eq(transactions.status, 'PENDING_TRANSFER'),
      {
        recordId: transactions.id,
        domainName: transactions.domainName,
        amountMicros: transactions.salePriceMicros,
        since: transactions.updatedAt,
      },
      limit,
      transactions.updatedAt,
    ),
}
