import type { FieldError } from '../http/error.contract.ts'
import { microsToUsd } from '../money/money.ts'
import type { ViewerRole } from './negotiation-status.ts'

/** Counter-offer message keys: the spec names the last segment (§5); the prefix is ours (decision 108). */
export const COUNTER_OFFER_ERRORS = {
  sameOffer: 'negotiations.counterOffer.error.sameOffer',
  exceedsSellerOffer: 'negotiations.counterOffer.error.exceedsSellerOffer',
  buyNow: 'negotiations.counterOffer.error.buyNow',
  floor: 'negotiations.counterOffer.error.floor',
  min: 'negotiations.counterOffer.error.min',
  required: 'negotiations.counterOffer.error.required',
} as const

export type CounterOfferInput = {
  valueMicros: number | null
  /** The viewer's previous offer in this negotiation. */
  previousOfferMicros: number | null
  sellerOfferMicros: number | null
  buyNowMicros: number | null
  floorMicros: number | null
  minBidMicros: number | null
  viewer: ViewerRole
  /** True on submit: only then does an empty value meet the "required" rule (decision 108). */
  submitting?: boolean
}

const present = (v: number | null): v is number => v !== null && v > 0

/** The seven counter-offer checks of spec §5, in order, for the viewer's role; null if none. */
export function validateCounterOffer(p: CounterOfferInput, field = 'offer'): FieldError | null {
  const err = (code: string, priceMicros?: number): FieldError =>
    priceMicros === undefined
      ? { field, code }
      : { field, code, values: { price: microsToUsd(priceMicros) } }
  const v = p.valueMicros
  if (v === null) {
    return p.submitting === true && present(p.buyNowMicros) && present(p.floorMicros)
      ? err(COUNTER_OFFER_ERRORS.required)
      : null
  }
  const isBuyer = p.viewer === 'buyer'
  if (p.previousOfferMicros !== null && v === p.previousOfferMicros)
    return err(COUNTER_OFFER_ERRORS.sameOffer)
  if (isBuyer && present(p.sellerOfferMicros) && v > p.sellerOfferMicros)
    return err(COUNTER_OFFER_ERRORS.exceedsSellerOffer)
  if (present(p.buyNowMicros) && v > p.buyNowMicros)
    return err(COUNTER_OFFER_ERRORS.buyNow, p.buyNowMicros)
  if (isBuyer && present(p.floorMicros) && v < p.floorMicros)
    return err(COUNTER_OFFER_ERRORS.floor, p.floorMicros)
  if (isBuyer && present(p.minBidMicros) && v < p.minBidMicros)
    return err(COUNTER_OFFER_ERRORS.min, p.minBidMicros)
  return null
}
