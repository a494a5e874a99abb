/**
 * Offer rules (issue 24, first point): a seller's standing answer to arriving offers, for the
 * whole portfolio or for one domain (the domain's rule overrides the portfolio's, decision 1100).
 *
 * - OfferRuleInputSchema: `PUT /api/v1/offer-rules`, the whole rule each time; `domainName`
 *   null saves the portfolio rule. At least one action; a decline threshold below the accept
 *   threshold; a counter price between them (decision 1101).
 * - OfferRuleSchema / OfferRuleListSchema: `GET /api/v1/offer-rules` answers the portfolio rule
 *   and the domain rules (only the named domain's with `?domainName=`).
 * - OfferRulePausedSchema: `PATCH /api/v1/offer-rules/{ruleId}` pauses or resumes a rule.
 */
import { z } from 'zod'
import { PRICE_CEILING_USD } from '../constants/price-rules.ts'
import { MicrosSchema } from '../money/money.contract.ts'
import { MICROS_PER_USD } from '../money/money.ts'
import { OFFER_RULE_TEMPLATE_MAX } from './offer-rules.constants.ts'

export const OFFER_RULE_ERRORS = {
  price: 'offerRules.price.invalid',
  percent: 'offerRules.counter.percent.invalid',
  counter: 'offerRules.counter.invalid',
  actionRequired: 'offerRules.action.required',
  declineAboveAccept: 'offerRules.decline.compare',
  counterOutside: 'offerRules.counter.compare',
  template: 'offerRules.template.tooLong',
  domain: 'offerRules.domain.invalid',
  domainNotFound: 'offerRules.domain.notFound',
} as const
const DOMAIN_NAME_MAX = 253

/** A rule's price: whole dollars from $1 up to (not including) the §5 price ceiling. */
const RulePriceSchema = z
  .number({ error: OFFER_RULE_ERRORS.price })
  .int(OFFER_RULE_ERRORS.price)
  .min(MICROS_PER_USD, OFFER_RULE_ERRORS.price)
  .max(PRICE_CEILING_USD * MICROS_PER_USD - 1, OFFER_RULE_ERRORS.price)
  .refine((v) => v % MICROS_PER_USD === 0, OFFER_RULE_ERRORS.price)

export const OfferRuleCounterSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('price'), priceMicros: RulePriceSchema }),
    z.object({
      kind: z.literal('percentOfBuyNow'),
      percent: z
        .number({ error: OFFER_RULE_ERRORS.percent })
        .int(OFFER_RULE_ERRORS.percent)
        .min(1, OFFER_RULE_ERRORS.percent)
        .max(100, OFFER_RULE_ERRORS.percent),
    }),
  ],
  { error: OFFER_RULE_ERRORS.counter },
)
export type OfferRuleCounter = z.infer<typeof OfferRuleCounterSchema>

const DomainNameSchema = z
  .string({ error: OFFER_RULE_ERRORS.domain })
  .trim()
  .toLowerCase()
  .min(1, OFFER_RULE_ERRORS.domain)
  .max(DOMAIN_NAME_MAX, OFFER_RULE_ERRORS.domain)

export const OfferRuleInputSchema = z
  .object({
    domainName: DomainNameSchema.nullable().default(null),
    acceptAtOrAboveMicros: RulePriceSchema.nullable().default(null),
    counter: OfferRuleCounterSchema.nullable().default(null),
    declineBelowMicros: RulePriceSchema.nullable().default(null),
    replyTemplate: z
      .string({ error: OFFER_RULE_ERRORS.template })
      .trim()
      .max(OFFER_RULE_TEMPLATE_MAX, OFFER_RULE_ERRORS.template)
      .default(''),
    paused: z.boolean().default(false),
  })
  .superRefine((rule, ctx) => {
    const { acceptAtOrAboveMicros: accept, declineBelowMicros: decline, counter } = rule
    if (accept === null && decline === null && counter === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['acceptAtOrAboveMicros'],
        message: OFFER_RULE_ERRORS.actionRequired,
      })
    }
    if (accept !== null && decline !== null && decline > accept) {
      ctx.addIssue({
        code: 'custom',
        path: ['declineBelowMicros'],
        message: OFFER_RULE_ERRORS.declineAboveAccept,
      })
    }
    if (counter?.kind === 'price') {
      const belowDecline = decline !== null && counter.priceMicros < decline
      const aboveAccept = accept !== null && counter.priceMicros > accept
      if (belowDecline || aboveAccept) {
        ctx.addIssue({
          code: 'custom',
          path: ['counter', 'priceMicros'],
          message: OFFER_RULE_ERRORS.counterOutside,
        })
      }
    }
  })
export type OfferRuleInput = z.input<typeof OfferRuleInputSchema>
export type OfferRuleValues = z.output<typeof OfferRuleInputSchema>

export const OfferRuleSchema = z.object({
  id: z.uuid(),
  /** Null for the portfolio rule. */
  domainName: z.string().nullable(),
  acceptAtOrAboveMicros: MicrosSchema.nullable(),
  counter: OfferRuleCounterSchema.nullable(),
  declineBelowMicros: MicrosSchema.nullable(),
  replyTemplate: z.string(),
  paused: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type OfferRule = z.infer<typeof OfferRuleSchema>

export const OfferRuleListQuerySchema = z.object({ domainName: DomainNameSchema.optional() })
export const OfferRuleListSchema = z.object({
  portfolio: OfferRuleSchema.nullable(),
  domains: z.array(OfferRuleSchema),
})
export type OfferRuleList = z.infer<typeof OfferRuleListSchema>

export const OfferRuleParamsSchema = z.object({ ruleId: z.uuid() })
export const OfferRulePausedSchema = z.object({ paused: z.boolean() })
export const DeleteOfferRuleResultSchema = z.object({ deleted: z.literal(true), id: z.uuid() })
