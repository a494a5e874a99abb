import { inArray, sql, type SQL } from 'drizzle-orm'
import type { DomainDeal } from '@namefolio/core/portfolio/domain-deal.contract'
import type { PortfolioListView } from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { isoTimestamp } from '../../db/iso-timestamp.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { domains } from '../../db/schema/domains.ts'

/**
 * The deal behind each row of a Sold, Leased or Purchases page (issue 15; decision 282), in
 * one statement per page: lateral joins from the page's domains to their latest transaction,
 * its payouts and its lease installments, never a query per row.
 *
 * - sold: the seller's latest transaction of the domain (a sale, or a lease to own paid off);
 *   leased: the seller's latest lease; purchases: the buyer's latest purchase (no payout).
 * - payout: the sum of the transaction's payouts and the latest paid (else scheduled) date,
 *   as the Sold list shows them (sales.queries.ts).
 * - lease: installments paid of total, the next one to pay (scheduled or late) with its
 *   amount, the previous paid one (due date, paid on, its invoice) and the latest payout (the
 *   transmittal); a sale's invoice is the transaction.
 */

type DealRow = {
  domain_id: string
  id: string
  kind: 'SALE' | 'LEASE'
  status: string
  transfer_type: string | null
  sale_price: string | number
  sale_date: string
  payout: string | number | null
  payout_date: string | null
  paid: string | number
  total: string | number
  next_date: string | null
  next_amount: string | number | null
  previous_id: string | null
  previous_date: string | null
  paid_on: string | null
  transmittal: string | null
}

function latestTransaction(view: PortfolioListView, userId: string): SQL {
  const party = view === 'purchases' ? sql`t.buyer_id = ${userId}` : sql`t.seller_id = ${userId}`
  const kind = view === 'leased' ? sql` and t.kind = 'LEASE'` : sql``
  return sql`select * from transactions t where t.domain_id = ${domains.id} and ${party}${kind}
    order by t.sale_date desc, t.id desc limit 1`
}

const num = (v: string | number | null) => (v === null ? null : Number(v))

function toDeal(r: DealRow, isBuyer: boolean): DomainDeal {
  const isLease = r.kind === 'LEASE'
  const payout = num(r.payout)
  return {
    transactionId: r.id,
    kind: r.kind,
    status: r.status,
    transferType: r.transfer_type,
    salePriceMicros: Number(r.sale_price),
    saleDate: r.sale_date,
    payoutMicros: isBuyer || !payout ? null : payout,
    payoutDate: isBuyer ? null : r.payout_date,
    installmentsPaid: isLease ? Number(r.paid) : null,
    installmentsTotal: isLease ? Number(r.total) : null,
    nextInstallmentDate: isLease ? r.next_date : null,
    nextInstallmentMicros: isLease ? num(r.next_amount) : null,
    previousInstallmentDate: isLease ? r.previous_date : null,
    paidOn: isLease ? r.paid_on : null,
    invoiceId: isLease ? r.previous_id : r.id,
    payoutTransmittal: isBuyer ? null : r.transmittal,
  }
}

/** The deals of these domains in a view, by domain id (none outside the deal views). */
export async function dealsFor(
  db: Db,
  view: PortfolioListView,
  userId: string,
  domainIds: readonly string[],
): Promise<Map<string, DomainDeal>> {
  if (domainIds.length === 0 || !['sold', 'leased', 'purchases'].includes(view)) return new Map()
  const result = await db.execute(sql`
    select ${domains.id}::text as domain_id, t.id::text as id, t.kind, t.status,
      t.transfer_type, t.sale_price_micros as sale_price, ${isoTimestamp(sql`t.sale_date`)} as sale_date,
      p.total as payout, ${isoTimestamp(sql`p.at`)} as payout_date,
      i.paid, i.total,
      ${isoTimestamp(sql`n.due_at`)} as next_date, n.amount_micros as next_amount,
      prev.id::text as previous_id, ${isoTimestamp(sql`prev.due_at`)} as previous_date,
      ${isoTimestamp(sql`prev.paid_at`)} as paid_on,
      lp.id::text as transmittal
    from domains
    join lateral (${latestTransaction(view, userId)}) t on true
    left join lateral (
      select sum(amount_micros) as total, max(coalesce(paid_at, scheduled_for)) as at
      from payouts where transaction_id = t.id) p on true
    left join lateral (
      select count(*) filter (where status = 'PAID') as paid, count(*) as total
      from lease_installments where transaction_id = t.id) i on true
    left join lateral (
      select due_at, amount_micros from lease_installments
      where transaction_id = t.id and status in ('SCHEDULED', 'LATE') order by seq limit 1) n on true
    left join lateral (
      select id, due_at, paid_at from lease_installments
      where transaction_id = t.id and status = 'PAID' order by seq desc limit 1) prev on true
    left join lateral (
      select id from payouts where transaction_id = t.id
      order by created_at desc, id desc limit 1) lp on true
    where ${inArray(domains.id, [...domainIds])}`)
  const isBuyer = view === 'purchases'
  return new Map(rowsOf<DealRow>(result).map((r) => [r.domain_id, toDeal(r, isBuyer)] as const))
}
