/**
 * Sales statistics by period (issue 18, spec §7 `GET v2/stats/sales`): the seller's sales in
 * buckets of a day, week (Monday first), month or year, on America/New_York days like the
 * statements (spec §9). A range is refused past a number of buckets, so one request cannot ask
 * the database for ten thousand rows (decision 1053).
 */

export const SALES_PERIODS = ['day', 'week', 'month', 'year'] as const
export type SalesPeriod = (typeof SALES_PERIODS)[number]

/** The most buckets one answer holds, by period: a year of days, five years of weeks... */
export const SALES_PERIOD_MAX_BUCKETS: Readonly<Record<SalesPeriod, number>> = {
  day: 366,
  week: 260,
  month: 120,
  year: 50,
}

/** How far back a range without `from` starts: the buckets a seller reads at a glance. */
export const SALES_PERIOD_DEFAULT_BUCKETS: Readonly<Record<SalesPeriod, number>> = {
  day: 30,
  week: 12,
  month: 12,
  year: 5,
}

const DAY_MS = 86_400_000

/** An ISO day (yyyy-mm-dd) as UTC midnight: the arithmetic below is on calendar days only. */
function dayOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}
const isoOf = (d: Date) => d.toISOString().slice(0, 10)

/** The first day of the bucket that holds this day. */
export function bucketStartOf(period: SalesPeriod, iso: string): string {
  const d = dayOf(iso)
  if (period === 'day') return iso
  if (period === 'week') return isoOf(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS))
  if (period === 'month') return `${iso.slice(0, 7)}-01`
  return `${iso.slice(0, 4)}-01-01`
}

/** How many buckets a range from `from` to `to` (both included) spans. */
export function bucketCountOf(period: SalesPeriod, from: string, to: string): number {
  const a = dayOf(bucketStartOf(period, from))
  const b = dayOf(bucketStartOf(period, to))
  if (period === 'day') return Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1
  if (period === 'week') return Math.round((b.getTime() - a.getTime()) / (7 * DAY_MS)) + 1
  const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth()
  return period === 'month' ? months + 1 : b.getUTCFullYear() - a.getUTCFullYear() + 1
}

/** The start of the default range: `to`'s bucket and the buckets before it, this many in all. */
function defaultFromOf(period: SalesPeriod, to: string): string {
  const back = SALES_PERIOD_DEFAULT_BUCKETS[period] - 1
  const start = dayOf(bucketStartOf(period, to))
  if (period === 'day') return isoOf(new Date(start.getTime() - back * DAY_MS))
  if (period === 'week') return isoOf(new Date(start.getTime() - back * 7 * DAY_MS))
  if (period === 'month') {
    return isoOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - back, 1)))
  }
  return `${start.getUTCFullYear() - back}-01-01`
}

export type SalesRange =
  | { ok: true; period: SalesPeriod; from: string; to: string }
  | {
      ok: false
      field: 'from' | 'to'
      code: 'salesStats.range.order' | 'salesStats.range.tooLong'
      max?: number
    }

/**
 * The range an answer covers: `to` defaults to today, `from` to the default number of buckets
 * back from `to`. Refused when `from` is after `to` or the range holds too many buckets.
 */
export function resolveSalesRange(
  input: { period: SalesPeriod; from?: string | undefined; to?: string | undefined },
  today: string,
): SalesRange {
  const { period } = input
  const to = input.to ?? today
  const from = input.from ?? defaultFromOf(period, to)
  if (from > to) return { ok: false, field: 'from', code: 'salesStats.range.order' }
  const max = SALES_PERIOD_MAX_BUCKETS[period]
  if (bucketCountOf(period, from, to) > max) {
    return { ok: false, field: 'from', code: 'salesStats.range.tooLong', max }
  }
  return { ok: true, period, from, to }
}
