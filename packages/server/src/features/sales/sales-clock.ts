/**
 * The clock the money jobs read (decision 807): the real time plus an offset that tests, and
 * the test-only endpoint (APP_ENV test or development), move forward.
 */
export type SalesClock = {
  now: () => Date
  advance: (ms: number) => Date
}

export function createSalesClock(base: () => number = Date.now): SalesClock {
  let offsetMs = 0
  return {
    now: () => new Date(base() + offsetMs),
    advance(ms) {
      offsetMs += ms
      return new Date(base() + offsetMs)
    },
  }
}

export const DAY_MS = 86_400_000

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}
