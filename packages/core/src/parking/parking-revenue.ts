/**
 * How parking money is shared and paid (decision 531). The ad network pays per click; the
 * seller earns a fixed share of each click's value (the anchors pay 60–80 %), the rest is the
 * platform's. Earnings join the ledger once a month and are paid with the account's payout
 * method when they reach the minimum; a smaller balance carries over to the next month.
 */

/** The seller's share of ad-click value, in basis points (70 %). */
export const PARKING_SELLER_SHARE_BP = 7000

/** The smallest parking payout: $10 (10,000,000 micros); less carries over. */
export const PARKING_MINIMUM_PAYOUT_MICROS = 10_000_000

/** The seller's share of a gross click value, rounded down to a micro (the rest is ours). */
export function sellerShareOfClicks(grossMicros: number): number {
  return Math.floor((grossMicros * PARKING_SELLER_SHARE_BP) / 10_000)
}

/** Parking revenue is paid out only once the carried balance reaches the minimum. */
export function isParkingPayoutDue(balanceMicros: number): boolean {
  return balanceMicros >= PARKING_MINIMUM_PAYOUT_MICROS
}
