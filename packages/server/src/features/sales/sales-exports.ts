import { Readable } from 'node:stream'
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { microsToUsd } from '@namefolio/core/money/money'
import { leasedStatusOf, soldStatusOf } from '@namefolio/core/sales/transaction-machine'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { publicEvents } from '../../db/schema/public-events.ts'
import { leaseInstallments, payouts, transactions } from '../../db/schema/sales.ts'

const PAGE = 500

/** One CSV field (RFC 4180); a leading = + - @ is prefixed so spreadsheets never run it. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}

const usd = (micros: number | null | undefined) =>
  micros === null || micros === undefined ? '' : microsToUsd(micros).toFixed(2)
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '')

/** Streams pages of rows by keyset (id) so an export never holds a whole portfolio. */
function streamPages<T>(
  header: string[],
  next: (after: string | null) => Promise<{ rows: T[]; last: string | null }>,
  line: (row: T) => string,
): Readable {
  let after: string | null = null
  let started = false
  let done = false
  return new Readable({
    async read() {
      try {
        if (!started) {
          started = true
          // A byte-order mark so spreadsheet programs read UTF-8.
          this.push(`\uFEFF${csvLine(header)}`)
          return
        }
        if (done) {
          this.push(null)
          return
        }
        const page = await next(after)
        if (page.rows.length < PAGE) done = true
        after = page.last
        this.push(page.rows.map(line).join('') || '')
        if (page.rows.length === 0) this.push(null)
      } catch (error) {
        this.destroy(error as Error)
      }
    },
  })
}

export function createSalesExports(db: Db) {
  function salesCsv(sellerId: string): Readable {
    return streamPages(
      [
        'domain',
        'status',
        'salePrice',
        'saleDate',
        'payoutAmount',
        'payoutDate',
        'transferType',
        'transactionId',
      ],
      async (after) => {
        const rows = await db
          .select({
            t: transactions,
            payoutAmount:
              sql<number>`(select sum(p.amount_micros) from payouts p where p.transaction_id = "transactions"."id")`.mapWith(
                Number,
              ),
            payoutDate: sql<
              string | null
            >`(select max(coalesce(p.paid_at, p.scheduled_for)) from payouts p where p.transaction_id = "transactions"."id")`,
          })
          .from(transactions)
          .where(
            and(
              eq(transactions.sellerId, sellerId),
              eq(transactions.kind, 'SALE'),
              after ? gt(transactions.id, after) : undefined,
            ),
          )
          .orderBy(asc(transactions.id))
          .limit(PAGE)
        return { rows, last: rows.at(-1)?.t.id ?? after }
      },
      ({ t, payoutAmount, payoutDate }) =>
        csvLine([
          t.domainName,
          soldStatusOf(t.status),
          usd(t.salePriceMicros),
          iso(t.saleDate),
          usd(payoutAmount || null),
          payoutDate ? new Date(payoutDate).toISOString() : '',
          t.transferType,
          t.id,
        ]),
    )
  }

  function leasedCsv(sellerId: string): Readable {
    return streamPages(
      [
        'domain',
        'status',
        'installments',
        'nextInstallment',
        'nextDueAt',
        'salePrice',
        'previousInstallment',
        'paidOn',
        'invoice',
        'payoutTransmittal',
        'transactionId',
      ],
      async (after) => {
        const rows = await db
          .select()
          .from(transactions)
          .where(
            and(
              eq(transactions.sellerId, sellerId),
              eq(transactions.kind, 'LEASE'),
              after ? gt(transactions.id, after) : undefined,
            ),
          )
          .orderBy(asc(transactions.id))
          .limit(PAGE)
        const ids = rows.map((r) => r.id)
        const insts = ids.length
          ? await db
              .select()
              .from(leaseInstallments)
              .where(inArray(leaseInstallments.transactionId, ids))
              .orderBy(asc(leaseInstallments.seq))
          : []
        const pays = ids.length
          ? await db
              .select()
              .from(payouts)
              .where(inArray(payouts.transactionId, ids))
              .orderBy(asc(payouts.createdAt))
          : []
        return {
          rows: rows.map((t) => ({
            t,
            insts: insts.filter((i) => i.transactionId === t.id),
            pays: pays.filter((p) => p.transactionId === t.id),
          })),
          last: rows.at(-1)?.id ?? after,
        }
      },
      ({ t, insts, pays }) => {
        const paid = insts.filter((i) => i.status === 'PAID')
        const next = insts.find((i) => i.status === 'SCHEDULED' || i.status === 'LATE')
        const prev = paid.at(-1)
        const lastPayout = pays.at(-1)
        return csvLine([
          t.domainName,
          leasedStatusOf(t.status),
          `${paid.length}/${insts.length}`,
          usd(next?.amountMicros),
          iso(next?.dueAt),
          usd(t.salePriceMicros),
          usd(prev?.amountMicros),
          iso(prev?.paidAt),
          prev?.id ?? '',
          lastPayout ? `${lastPayout.id} ${lastPayout.status}` : '',
          t.id,
        ])
      },
    )
  }

  /** Parking columns of spec §3, summed over the seller's parking events per domain. */
  function parkingCsv(sellerId: string, since: Date, until: Date): Readable {
    return streamPages(
      [
        'domain',
        'pageViewCount',
        'revenue',
        'revenuePerClick',
        'revenuePer1kImpressions',
        'adClickCount',
        'clickThroughRate',
        'visitCount',
      ],
      async (after) => {
        const rows = await db
          .select({
            id: domains.id,
            name: domains.name,
            views:
              sql<number>`count(${publicEvents.id}) filter (where ${publicEvents.kind} = 'parking_view')`.mapWith(
                Number,
              ),
            clicks:
              sql<number>`count(${publicEvents.id}) filter (where ${publicEvents.kind} = 'ad_click')`.mapWith(
                Number,
              ),
            revenue:
              sql<number>`coalesce(sum(${publicEvents.amountMicros}) filter (where ${publicEvents.kind} = 'ad_click'), 0)`.mapWith(
                Number,
              ),
            visits:
              sql<number>`count(${publicEvents.id}) filter (where ${publicEvents.kind} in ('parking_view', 'view'))`.mapWith(
                Number,
              ),
          })
          .from(domains)
          .leftJoin(
            publicEvents,
            and(
              eq(publicEvents.domainId, domains.id),
              sql`${publicEvents.occurredAt} >= ${since}`,
              sql`${publicEvents.occurredAt} < ${until}`,
            ),
          )
          .where(
            and(
              eq(domains.sellerId, sellerId),
              eq(domains.landingPage, 'PARKING'),
              after ? gt(domains.id, after) : undefined,
            ),
          )
          .groupBy(domains.id, domains.name)
          .orderBy(asc(domains.id))
          .limit(PAGE)
        return { rows, last: rows.at(-1)?.id ?? after }
      },
      (r) =>
        csvLine([
          r.name,
          r.views,
          usd(r.revenue),
          r.clicks ? usd(Math.round(r.revenue / r.clicks)) : '0.00',
          r.views ? usd(Math.round((r.revenue * 1000) / r.views)) : '0.00',
          r.clicks,
          r.views ? ((r.clicks / r.views) * 100).toFixed(2) : '0.00',
          r.visits,
        ]),
    )
  }

  return { salesCsv, leasedCsv, parkingCsv }
}
