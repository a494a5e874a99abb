import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { WaitingKind } from '@namefolio/core/notifications/waiting.contract'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { domainInUseChecks } from '../../db/schema/in-use-guard.ts'
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

/** The table a waiting row reads its domain from, joined to the one it starts from. */
type WaitingJoin = { table: typeof leads | typeof transactions | typeof domains; on: SQL }

/** Where a kind of waiting row comes from: its table, what it shows, and any join. */
type WaitingSource = {
  table:
    | typeof leads
    | typeof transactions
    | typeof leadAgreedPrices
    | typeof leaseInstallments
    | typeof domainInUseChecks
  columns: Record<keyof WaitingRow, PgColumn>
  join?: WaitingJoin
}

const LEADS: WaitingSource = {
  table: leads,
  columns: {
    recordId: leads.id,
    domainName: leads.domainName,
    amountMicros: leads.lastOfferMicros,
    since: leads.updatedAt,
  },
}

const TRANSACTIONS: WaitingSource = {
  table: transactions,
  columns: {
    recordId: transactions.id,
    domainName: transactions.domainName,
    amountMicros: transactions.salePriceMicros,
    since: transactions.updatedAt,
  },
}

const AGREED_PRICES: WaitingSource = {
  table: leadAgreedPrices,
  columns: {
    recordId: leadAgreedPrices.id,
    domainName: leads.domainName,
    amountMicros: leadAgreedPrices.priceMicros,
    since: leadAgreedPrices.createdAt,
  },
  join: { table: leads, on: eq(leads.id, leadAgreedPrices.leadId) },
}

const INSTALLMENTS: WaitingSource = {
  table: leaseInstallments,
  columns: {
    recordId: transactions.id,
    domainName: transactions.domainName,
    amountMicros: leaseInstallments.amountMicros,
    since: leaseInstallments.dueAt,
  },
  join: { table: transactions, on: eq(transactions.id, leaseInstallments.transactionId) },
}

/** A paused buy-now (issue 24): the record is the domain's name, its page is where to act. */
const PAUSED_BUY_NOW: WaitingSource = {
  table: domainInUseChecks,
  columns: {
    recordId: domains.name,
    domainName: domains.name,
    amountMicros: domains.buynowPriceMicros,
    since: domainInUseChecks.pausedAt,
  },
  join: { table: domains, on: eq(domains.id, domainInUseChecks.domainId) },
}

/** The first `limit` rows, oldest first (they have waited longest), and how many there are. */
async function rowsAndTotal(
  db: Db,
  { table, columns, join }: WaitingSource,
  where: SQL,
  limit: number,
): Promise<WaitingRows> {
  const rowsQuery = db.select(columns).from(table).$dynamic()
  const totalQuery = db.select({ total: count() }).from(table).$dynamic()
  const [rows, [totals]] = await Promise.all([
    (join ? rowsQuery.innerJoin(join.table, join.on) : rowsQuery)
      .where(where)
      .orderBy(asc(columns.since))
      .limit(limit),
    (join ? totalQuery.innerJoin(join.table, join.on) : totalQuery).where(where),
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
    rowsAndTotal(
      db,
      LEADS,
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
      TRANSACTIONS,
      and(eq(transactions.sellerId, userId), eq(transactions.status, 'AWAITING_AUTH_CODE'))!,
      limit,
    ),
  counterToAnswer: (db, userId, limit) =>
    rowsAndTotal(
      db,
      LEADS,
      and(
        eq(leads.buyerId, userId),
        OPEN_LEAD,
        eq(leads.hasActiveOffer, true),
        inArray(leads.lastOfferBy, ['seller', 'broker']),
      )!,
      limit,
    ),
  agreedPriceToPay: (db, userId, limit) =>
    rowsAndTotal(
      db,
      AGREED_PRICES,
      and(eq(leadAgreedPrices.buyerId, userId), eq(leadAgreedPrices.status, 'OPEN'))!,
      limit,
    ),
  installmentLate: (db, userId, limit) =>
    rowsAndTotal(
      db,
      INSTALLMENTS,
      and(
        eq(transactions.buyerId, userId),
        eq(transactions.status, 'CONFIRMED_TRANSFER'),
        eq(leaseInstallments.status, 'LATE'),
      )!,
      limit,
    ),
  // A lead assigned to this broker waits for them until they make the last move.
  leadToAnswer: (db, userId, limit) =>
    rowsAndTotal(
      db,
      LEADS,
      and(
        eq(leads.brokerId, userId),
        OPEN_LEAD,
        or(isNull(leads.lastEventParty), ne(leads.lastEventParty, 'broker')),
      )!,
      limit,
    ),
  // The seller gave the auth code; the registrar adapter's default is an admin's confirmation.
  transferToConfirm: (db, _userId, limit) =>
    rowsAndTotal(db, TRANSACTIONS, eq(transactions.status, 'PENDING_TRANSFER'), limit),
  // The in-use guard saw a site on a listed domain; it waits until the seller resumes buy-now.
  buyNowPaused: (db, userId, limit) =>
    rowsAndTotal(
      db,
      PAUSED_BUY_NOW,
      and(
        eq(domainInUseChecks.sellerId, userId),
        eq(domains.sellerId, userId),
        isNotNull(domainInUseChecks.pausedAt),
      )!,
      limit,
    ),
}
