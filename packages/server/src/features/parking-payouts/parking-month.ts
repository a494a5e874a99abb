/**
 * Parking months are UTC calendar months, named by their first day (yyyy-MM-01), like the
 * UTC days of the parking figures (decision 530). A month closes once it is over plus a short
 * grace (decision 533), so the roll-up has counted the events of its last minutes.
 */

/** Time after a month's end before it closes: the roll-up runs every minute, this is ample. */
export const PARKING_CLOSE_GRACE_MS = 2 * 60 * 60 * 1000

/** The first day of the UTC month `months` after the one `date` falls in, yyyy-MM-01. */
export function parkingMonthOf(date: Date, months = 0): string {
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  return first.toISOString().slice(0, 10)
}

/** Months before this one (yyyy-MM-01) are closed at `now`. */
export function firstOpenParkingMonth(now: Date): string {
  return parkingMonthOf(new Date(now.getTime() - PARKING_CLOSE_GRACE_MS))
}

/** The UTC day the month that is open at `now` closes (and is paid, at the minimum). */
export function nextParkingCloseDate(now: Date): string {
  return parkingMonthOf(new Date(firstOpenParkingMonth(now) + 'T00:00:00Z'), 1)
}
