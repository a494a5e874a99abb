import { Readable } from 'node:stream'
import { microsToUsd } from '@namefolio/core/money/money'
import { leasedStatusOf, soldStatusOf } from '@namefolio/core/sales/transaction-machine'
import type { Db } from '../../db/client.ts'
import { parkingFiguresOf } from '@namefolio/core/parking/parking-figures'
import { runningTotalDaysOf, type ParkingRange } from '@namefolio/core/parking/parking-range'
import {
  lastParkingDay,
  listLeasedExportPage,
  listParkingExportPage,
  listSalesExportPage,
} from './sales-exports.queries.ts'

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
        const rows = await listSalesExportPage(db, { sellerId, after, limit: PAGE })
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
        const rows = await listLeasedExportPage(db, { sellerId, after, limit: PAGE })
        return { rows, last: rows.at(-1)?.t.id ?? after }
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

  /**
   * Parking columns of spec §3 per parked domain over a range (spec §9), from the roll-up
   * tables (decision 530) with the figures the parking page shows (parkingFiguresOf).
   */
  function parkingCsv(sellerId: string, range: ParkingRange): Readable {
    let window: Promise<{ atEnd: string; beforeStart: string }> | null = null
    const windowOf = () =>
      (window ??= lastParkingDay(db, sellerId).then((lastDay) =>
        runningTotalDaysOf(range, lastDay),
      ))
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
        const rows = await listParkingExportPage(db, {
          sellerId,
          after,
          limit: PAGE,
          ...(await windowOf()),
        })
        return { rows, last: rows.at(-1)?.id ?? after }
      },
      ({ name, id: _id, ...totals }) => {
        const f = parkingFiguresOf(totals)
        return csvLine([
          name,
          f.pageViewCount,
          usd(f.revenueMicros),
          usd(f.revenuePerClickMicros),
          usd(f.revenuePer1kImpressionsMicros),
          f.adClickCount,
          (f.clickThroughRate * 100).toFixed(2),
          f.visitCount,
        ])
      },
    )
  }

  return { salesCsv, leasedCsv, parkingCsv }
}
export type SalesExports = ReturnType<typeof createSalesExports>
