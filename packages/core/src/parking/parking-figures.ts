/**
 * Parking figures (spec §3 parking columns) from the four counted totals. Money is integer
 * micros; ratios are computed here once, for the server's answers, the export and the web.
 */

/** What the roll-up counts per domain and day (decision 530). */
export type ParkingTotals = {
  pageViewCount: number
  visitCount: number
  adClickCount: number
  /** The seller's share of the clicks' value, integer micros. */
  revenueMicros: number
}

export type ParkingFigures = ParkingTotals & {
  /** Ad clicks per page view, 0 to 1 (shown as a percentage). */
  clickThroughRate: number
  revenuePerClickMicros: number
  /** Revenue per 1,000 page views (each view is one ad impression), integer micros. */
  revenuePer1kImpressionsMicros: number
}

export const ZERO_PARKING_TOTALS: ParkingTotals = {
  pageViewCount: 0,
  visitCount: 0,
  adClickCount: 0,
  revenueMicros: 0,
}

export function parkingFiguresOf(totals: ParkingTotals): ParkingFigures {
  const { pageViewCount, adClickCount, revenueMicros } = totals
  return {
    ...totals,
    clickThroughRate: pageViewCount === 0 ? 0 : adClickCount / pageViewCount,
    revenuePerClickMicros: adClickCount === 0 ? 0 : Math.round(revenueMicros / adClickCount),
    revenuePer1kImpressionsMicros:
      pageViewCount === 0 ? 0 : Math.round((revenueMicros * 1000) / pageViewCount),
  }
}

export function addParkingTotals(a: ParkingTotals, b: ParkingTotals): ParkingTotals {
  return {
    pageViewCount: a.pageViewCount + b.pageViewCount,
    visitCount: a.visitCount + b.visitCount,
    adClickCount: a.adClickCount + b.adClickCount,
    revenueMicros: a.revenueMicros + b.revenueMicros,
  }
}
