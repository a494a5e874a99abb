import { MICROS_PER_USD } from '../money/money.ts'
import { validateCounterOffer } from './counter-offer.ts'
import { canTakeAction, type NegotiationState } from './negotiation-machine.ts'
import type { OfferRule } from './offer-rules.contract.ts'

/** What the evaluation reads of a rule. */
export type OfferRuleTerms = Pick<
  OfferRule,
  'id' | 'acceptAtOrAboveMicros' | 'counter' | 'declineBelowMicros' | 'replyTemplate' | 'paused'
>

/** The domain's §5 prices as the seller set them (null or 0: not set). */
export type RulePrices = {
  buyNowMicros: number | null
  floorMicros: number | null
  minBidMicros: number | null
}

export type OfferRuleDecision =
  | { action: 'accept'; ruleId: string; message: string | null }
  | { action: 'counter'; ruleId: string; offerMicros: number; message: string | null }
  | { action: 'decline'; ruleId: string; message: string | null }
  | { action: 'none' }

export type OfferRuleCase = {
  domainRule: OfferRuleTerms | null
  portfolioRule: OfferRuleTerms | null
  /** The buyer's offer that just arrived. */
  offerMicros: number
  prices: RulePrices
  /** The seller side's standing or last offer in this negotiation, if any. */
  sellerOfferMicros: number | null
  negotiation: NegotiationState
}

const NONE: OfferRuleDecision = { action: 'none' }
const set = (v: number | null): v is number => v !== null && v > 0

/**
 * The rule that speaks for a domain: its own rule if it has one, paused or not, else the
 * portfolio rule (decision 1100: a paused domain rule pauses automation on that domain).
 */
export function ruleInForce(
  domainRule: OfferRuleTerms | null,
  portfolioRule: OfferRuleTerms | null,
): OfferRuleTerms | null {
  const rule = domainRule ?? portfolioRule
  return rule === null || rule.paused ? null : rule
}

/** The lowest price §5 lets the seller settle at: the floor and the minimum bid. */
function lowestAllowed(prices: RulePrices): number {
  return Math.max(
    set(prices.floorMicros) ? prices.floorMicros : 0,
    set(prices.minBidMicros) ? prices.minBidMicros : 0,
  )
}

/**
 * The counter a rule asks for, kept within §5: never below the floor or the minimum bid, never
 * above the buy-now price; a percent of buy now is rounded to whole dollars (decision 1102).
 */
export function counterPriceFor(rule: OfferRuleTerms, prices: RulePrices): number | null {
  const { counter } = rule
  if (counter === null) return null
  let price: number
  if (counter.kind === 'price') price = counter.priceMicros
  else if (set(prices.buyNowMicros)) {
    price =
      Math.round((prices.buyNowMicros * counter.percent) / 100 / MICROS_PER_USD) * MICROS_PER_USD
  } else return null
  price = Math.max(price, lowestAllowed(prices))
  return set(prices.buyNowMicros) ? Math.min(price, prices.buyNowMicros) : price
}

/**
 * How the seller's offer rule answers a buyer's arriving offer (issue 24): accept at or above
 * its price, decline below its price, else counter; none when no rule is in force, the
 * negotiation machine refuses the answer, or §5 would refuse it from the seller's hand.
 */
export function decideOfferByRules(c: OfferRuleCase): OfferRuleDecision {
  const rule = ruleInForce(c.domainRule, c.portfolioRule)
  if (rule === null) return NONE
  const message = rule.replyTemplate.trim() === '' ? null : rule.replyTemplate.trim()
  const offer = c.offerMicros
  const accepts =
    rule.acceptAtOrAboveMicros !== null &&
    offer >= rule.acceptAtOrAboveMicros &&
    offer >= lowestAllowed(c.prices)
  if (accepts) {
    return canTakeAction('accept', c.negotiation)
      ? { action: 'accept', ruleId: rule.id, message }
      : NONE
  }
  if (rule.declineBelowMicros !== null && offer < rule.declineBelowMicros) {
    return canTakeAction('decline', c.negotiation)
      ? { action: 'decline', ruleId: rule.id, message }
      : NONE
  }
  const counter = counterPriceFor(rule, c.prices)
  // A counter at or below what the buyer offers would sell for less than they would pay.
  if (counter === null || counter <= offer || !canTakeAction('offer', c.negotiation)) return NONE
  const refused = validateCounterOffer({
    valueMicros: counter,
    previousOfferMicros: c.sellerOfferMicros,
    sellerOfferMicros: c.sellerOfferMicros,
    buyNowMicros: c.prices.buyNowMicros,
    floorMicros: c.prices.floorMicros,
    minBidMicros: c.prices.minBidMicros,
    viewer: 'seller',
    submitting: true,
  })
  return refused === null
    ? { action: 'counter', ruleId: rule.id, offerMicros: counter, message }
    : NONE
}
