import type { Db } from '../../db/client.ts'
import {
  findParkingStatementFigures,
  listParkingStatementMonths,
} from './parking-payouts.repository.ts'

/**
 * The parking lines of a monthly statement (decision 533): the month's parking revenue from
 * the daily figures (the running month shows what is earned so far), and the parking payout
 * when one was paid that month. Empty when the month has neither.
 */
export async function parkingStatementLines(
  db: Db,
  sellerId: string,
  month: string,
): Promise<{ label: string; amountMicros: number }[]> {
  const { revenueMicros, paidOutMicros } = await findParkingStatementFigures(db, sellerId, month)
  return [
    ...(revenueMicros > 0 ? [{ label: 'Parking revenue', amountMicros: revenueMicros }] : []),
    ...(paidOutMicros > 0 ? [{ label: 'Parking payout', amountMicros: paidOutMicros }] : []),
  ]
}

/** The months whose statement has parking lines, with the month's parking revenue. */
export async function parkingStatementMonths(
  db: Db,
  sellerId: string,
): Promise<{ month: string; revenueMicros: number }[]> {
  return listParkingStatementMonths(db, sellerId)
}
