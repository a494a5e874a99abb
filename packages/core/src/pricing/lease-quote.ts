import { leaseTierFor } from './lease-tiers.ts'

export type LeaseQuote = {
  months: number
  markupPct: number
  /** Seller's commission discount for this term (spec §5 "Discount %"). */
  commissionDiscountPct: number
  /** What the buyer pays over the whole lease: price plus markup, rounded half up to a micro. */
  totalMicros: number
  /** The regular monthly installment. */
  installmentMicros: number
  /** The first installment: the regular one plus the micros the division leaves over. */
  firstInstallmentMicros: number
}

/**
 * A lease quote for a buy-now price and a term (spec §5 tiers). Installments sum exactly to
 * the total: the remainder of the division (fewer micros than months) is paid with the
 * first installment (decision 103). BigInt keeps the arithmetic exact.
 */
export function quoteLease(priceMicros: number, months: number): LeaseQuote {
  if (!Number.isSafeInteger(priceMicros) || priceMicros < 0) {
    throw new RangeError(`A price is a non-negative whole number of micros, not ${priceMicros}`)
  }
  const tier = leaseTierFor(months)
  const total = (BigInt(priceMicros) * BigInt(100 + tier.markupPct) + 50n) / 100n
  const installment = total / BigInt(months)
  const remainder = total - installment * BigInt(months)
  return {
    months,
    markupPct: tier.markupPct,
    commissionDiscountPct: tier.discountPct,
    totalMicros: Number(total),
    installmentMicros: Number(installment),
    firstInstallmentMicros: Number(installment + remainder),
  }
}

/** Every installment of a quote, in payment order; their sum is `totalMicros`. */
export function listLeaseInstallments(quote: LeaseQuote): number[] {
  return Array.from({ length: quote.months }, (_, i) =>
    i === 0 ? quote.firstInstallmentMicros : quote.installmentMicros,
  )
}
