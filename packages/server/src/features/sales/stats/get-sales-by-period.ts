import { SERVER_TIME_ZONE } from '@namefolio/core/constants/locale'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { resolveSalesRange } from '@namefolio/core/sales/sales-by-period'
import type {
  SalesByPeriod,
  SalesByPeriodQuery,
} from '@namefolio/core/sales/transaction-extras.contract'
import type { Db } from '../../../db/client.ts'
import { AppError } from '../../../http/app-error.ts'
import { listSalesByPeriod } from './sales-by-period.queries.ts'

/**
 * `GET /api/v2/stats/sales` (spec §7, issue 18): the seller's sales by day, week, month or
 * year. A range past its bucket limit, or backwards, is a 400 with its key (decision 1053).
 */
export async function getSalesByPeriod(
  db: Db,
  sellerId: string,
  query: Required<Pick<SalesByPeriodQuery, 'period'>> & Omit<SalesByPeriodQuery, 'period'>,
  now: Date,
): Promise<SalesByPeriod> {
  const range = resolveSalesRange(query, formatServerDate(now, 'isoDay'))
  if (!range.ok) {
    throw new AppError('VALIDATION', 'Choose a shorter range, with its start before its end.', {
      fields: [
        {
          field: range.field,
          code: range.code,
          ...(range.max === undefined ? {} : { values: { max: range.max } }),
        },
      ],
    })
  }
  const buckets = await listSalesByPeriod(db, sellerId, range)
  const totals = buckets.reduce(
    (sum, b) => ({
      count: sum.count + b.count,
      grossMicros: sum.grossMicros + b.grossMicros,
      netMicros: sum.netMicros + b.netMicros,
    }),
    { count: 0, grossMicros: 0, netMicros: 0 },
  )
  return {
    period: range.period,
    from: range.from,
    to: range.to,
    timeZone: SERVER_TIME_ZONE,
    buckets,
    totals,
  }
}
