import { describe, expect, it } from 'vitest'
import { usdToMicros } from '../money/money.ts'
import { OfferRuleInputSchema } from './offer-rules.contract.ts'
import {
  counterPriceFor,
  decideOfferByRules,
  type OfferRuleCase,
  type OfferRuleTerms,
  ruleInForce,
} from './offer-rules.ts'

const m = usdToMicros
const rule = (over: Partial<OfferRuleTerms> = {}): OfferRuleTerms => ({
  id: 'rule-portfolio',
  acceptAtOrAboveMicros: m(5000),
  counter: { kind: 'price', priceMicros: m(4000) },
  declineBelowMicros: m(500),
  replyTemplate: 'Thanks for your offer.',
  paused: false,
  ...over,
})
const at = (offerUsd: number, over: Partial<OfferRuleCase> = {}): OfferRuleCase => ({
  domainRule: null,
  portfolioRule: rule(),
  offerMicros: m(offerUsd),
  prices: { buyNowMicros: m(6000), floorMicros: m(1000), minBidMicros: m(800) },
  sellerOfferMicros: null,
  negotiation: { status: 'NEW', locked: false },
  ...over,
})
const message = 'Thanks for your offer.'

describe('issue 24 offer rules: accept at or above, decline below, else counter', () => {
  it.each<[string, OfferRuleCase, ReturnType<typeof decideOfferByRules>]>([
    [
      'an offer at the accept price is accepted',
      at(5000),
      { action: 'accept', ruleId: 'rule-portfolio', message },
    ],
    [
      'an offer above the accept price is accepted',
      at(5500),
      { action: 'accept', ruleId: 'rule-portfolio', message },
    ],
    [
      'an offer below the decline price is declined',
      at(499),
      { action: 'decline', ruleId: 'rule-portfolio', message },
    ],
    [
      'an offer between them gets the counter',
      at(1200),
      { action: 'counter', ruleId: 'rule-portfolio', offerMicros: m(4000), message },
    ],
    ['no rule, no action', at(1200, { portfolioRule: null }), { action: 'none' }],
    [
      'a paused rule does nothing',
      at(5000, { portfolioRule: rule({ paused: true }) }),
      { action: 'none' },
    ],
    [
      'an empty reply template sends no message',
      at(5000, { portfolioRule: rule({ replyTemplate: '  ' }) }),
      { action: 'accept', ruleId: 'rule-portfolio', message: null },
    ],
  ])('%s', (_, c, decision) => {
    expect(decideOfferByRules(c)).toEqual(decision)
  })
})

describe('issue 24: the domain rule overrides the portfolio rule', () => {
  const domainRule = rule({ id: 'rule-domain', acceptAtOrAboveMicros: m(1000) })
  it('the domain rule answers when there is one', () => {
    expect(decideOfferByRules(at(1200, { domainRule }))).toMatchObject({
      action: 'accept',
      ruleId: 'rule-domain',
    })
  })
  it('a paused domain rule pauses automation on that domain, portfolio rule or not (decision 1100)', () => {
    expect(ruleInForce({ ...domainRule, paused: true }, rule())).toBeNull()
    expect(decideOfferByRules(at(5000, { domainRule: { ...domainRule, paused: true } }))).toEqual({
      action: 'none',
    })
  })
  it('without a domain rule the portfolio rule answers', () => {
    expect(ruleInForce(null, rule())?.id).toBe('rule-portfolio')
  })
})

describe('spec §5 price rules bound every automatic answer', () => {
  const prices = { buyNowMicros: m(6000), floorMicros: m(1000), minBidMicros: m(800) }
  it.each<[string, OfferRuleTerms['counter'], OfferRuleCase['prices'], number | null]>([
    [
      'a counter price below the floor is raised to the floor',
      { kind: 'price', priceMicros: m(900) },
      prices,
      m(1000),
    ],
    [
      'a counter price below the minimum bid is raised to it (no floor)',
      { kind: 'price', priceMicros: m(500) },
      { ...prices, floorMicros: null },
      m(800),
    ],
    [
      'a counter never goes above buy now (§5 counter-offer rule 4)',
      { kind: 'price', priceMicros: m(9000) },
      prices,
      m(6000),
    ],
    [
      'a percent counter is that share of buy now',
      { kind: 'percentOfBuyNow', percent: 90 },
      prices,
      m(5400),
    ],
    [
      'a percent counter is rounded to whole dollars',
      { kind: 'percentOfBuyNow', percent: 33 },
      { ...prices, buyNowMicros: m(1999) },
      m(1000),
    ],
    [
      'a percent counter needs a buy-now price',
      { kind: 'percentOfBuyNow', percent: 90 },
      { ...prices, buyNowMicros: null },
      null,
    ],
    [
      'a percent counter never goes below the floor',
      { kind: 'percentOfBuyNow', percent: 10 },
      prices,
      m(1000),
    ],
    ['no counter, no price', null, prices, null],
  ])('%s', (_, counter, p, expected) => {
    expect(counterPriceFor(rule({ counter }), p)).toBe(expected)
  })

  it('never accepts below the floor, even when the rule would (the accept price is under it)', () => {
    const low = rule({ acceptAtOrAboveMicros: m(100), declineBelowMicros: null, counter: null })
    expect(decideOfferByRules(at(900, { portfolioRule: low }))).toEqual({ action: 'none' })
  })
  it('never accepts below the minimum bid', () => {
    const low = rule({ acceptAtOrAboveMicros: m(100), declineBelowMicros: null, counter: null })
    const p = { buyNowMicros: null, floorMicros: null, minBidMicros: m(800) }
    expect(decideOfferByRules(at(700, { portfolioRule: low, prices: p }))).toEqual({
      action: 'none',
    })
    expect(decideOfferByRules(at(800, { portfolioRule: low, prices: p }))).toMatchObject({
      action: 'accept',
    })
  })
  it('does not counter at or below what the buyer offered', () => {
    expect(
      decideOfferByRules(at(4000, { portfolioRule: rule({ acceptAtOrAboveMicros: null }) })),
    ).toEqual({
      action: 'none',
    })
  })
  it('does not repeat the same counter (§5 counter-offer rule 2, sameOffer)', () => {
    expect(decideOfferByRules(at(1200, { sellerOfferMicros: m(4000) }))).toEqual({ action: 'none' })
  })
})

describe('spec §4 negotiation machine: a rule answers only an open negotiation', () => {
  it.each([
    ['PRICE_AGREED', false],
    ['CLOSED_LOCKED', true],
    ['CLOSED_BROKERED', false],
  ] as const)('%s (locked %s) gets no automatic answer', (status, locked) => {
    for (const offer of [5000, 1200, 100]) {
      expect(decideOfferByRules(at(offer, { negotiation: { status, locked } }))).toEqual({
        action: 'none',
      })
    }
  })
  it('a NEGOTIATING lead is answered', () => {
    expect(
      decideOfferByRules(at(1200, { negotiation: { status: 'NEGOTIATING', locked: false } })),
    ).toMatchObject({
      action: 'counter',
    })
  })
})

describe('issue 24 rule input', () => {
  const base = { acceptAtOrAboveMicros: m(5000), declineBelowMicros: m(500) }
  it.each<[string, object, string]>([
    [
      'no action at all',
      { acceptAtOrAboveMicros: null, declineBelowMicros: null },
      'offerRules.action.required',
    ],
    [
      'a decline price above the accept price',
      { declineBelowMicros: m(6000) },
      'offerRules.decline.compare',
    ],
    [
      'a counter price above the accept price',
      { counter: { kind: 'price', priceMicros: m(7000) } },
      'offerRules.counter.compare',
    ],
    [
      'a counter price below the decline price',
      { counter: { kind: 'price', priceMicros: m(100) } },
      'offerRules.counter.compare',
    ],
    ['a price in cents', { acceptAtOrAboveMicros: 5_000_500_000 }, 'offerRules.price.invalid'],
    [
      'a price at the §5 ceiling',
      { acceptAtOrAboveMicros: m(50_000_000) },
      'offerRules.price.invalid',
    ],
    [
      'a percent over 100',
      { counter: { kind: 'percentOfBuyNow', percent: 101 } },
      'offerRules.counter.percent.invalid',
    ],
    ['an unknown counter kind', { counter: { kind: 'double' } }, 'offerRules.counter.invalid'],
    [
      'a template over 1000 characters',
      { replyTemplate: 'x'.repeat(1001) },
      'offerRules.template.tooLong',
    ],
  ])('refuses %s', (_, over, code) => {
    const parsed = OfferRuleInputSchema.safeParse({ ...base, ...over })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.message)).toContain(code)
  })
  it('takes a counter-only portfolio rule and fills the defaults', () => {
    expect(
      OfferRuleInputSchema.parse({ counter: { kind: 'percentOfBuyNow', percent: 90 } }),
    ).toEqual({
      domainName: null,
      acceptAtOrAboveMicros: null,
      counter: { kind: 'percentOfBuyNow', percent: 90 },
      declineBelowMicros: null,
      replyTemplate: '',
      paused: false,
    })
  })
})
