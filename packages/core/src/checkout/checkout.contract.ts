/**
 * The checkout's JSON API (decision 800): a quote, and the order paid by card under an
 * Idempotency-Key. Money is integer micros. The server validates with these schemas and the
 * web client is typed by them.
 */
import { z } from 'zod'
import { LEASE_MAX_MONTHS } from '../constants/price-rules.ts'

export const CHECKOUT_KINDS = ['SALE', 'LEASE'] as const
export const ORDER_STATUSES = ['PAID', 'DECLINED', 'FAILED'] as const

const KindSchema = z.enum(CHECKOUT_KINDS).default('SALE')
/** Lease months as a form or a query string sends them. */
export const LeaseMonthsSchema = z.coerce.number().int().min(2).max(LEASE_MAX_MONTHS).optional()

/** Exactly one of `domainName` (a lander), `linkId` (a checkout link), `agreedPriceId`. */
export const PlaceOrderBodySchema = z
  .object({
    domainName: z.string().min(3).max(253).optional(),
    linkId: z.string().min(8).max(64).optional(),
    agreedPriceId: z.uuid().optional(),
    kind: KindSchema,
    months: LeaseMonthsSchema,
    cardNumber: z.string().regex(/^[\d ]{12,23}$/),
    cardName: z.string().min(1).max(100),
  })
  .refine((b) => [b.domainName, b.linkId, b.agreedPriceId].filter(Boolean).length === 1, {
    message: 'Give exactly one of domainName, linkId or agreedPriceId',
  })
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>

/** `POST /api/v1/checkout/orders`. */
export const PlaceOrderResultSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  kind: z.enum(CHECKOUT_KINDS),
  domainName: z.string(),
  chargedMicros: z.number().int(),
  declineReason: z.string().nullable(),
  sandbox: z.boolean(),
})
export type PlaceOrderResult = z.infer<typeof PlaceOrderResultSchema>

/** `GET /api/v1/checkout/quote`. */
export const CheckoutQuoteQuerySchema = z.object({
  domainName: z.string().optional(),
  linkId: z.string().optional(),
  agreedPriceId: z.uuid().optional(),
  kind: KindSchema,
  months: LeaseMonthsSchema,
})

export const CheckoutQuoteSchema = z.object({
  domainName: z.string(),
  kind: z.enum(CHECKOUT_KINDS),
  priceMicros: z.number().int(),
  months: z.number().int().nullable(),
  chargeMicros: z.number().int(),
  sandbox: z.boolean(),
})
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>

/** The checkout pages' query: `?kind=LEASE&months=24`. */
export const CheckoutPageQuerySchema = z.object({
  kind: z.enum(CHECKOUT_KINDS).optional(),
  months: LeaseMonthsSchema,
})

/** The checkout pages' paths: a lander's domain, an agreed price, a checkout link. */
export const CheckoutDomainParamsSchema = z.object({ domain: z.string().min(3).max(253) })
export const CheckoutAgreedParamsSchema = z.object({ agreedPriceId: z.uuid() })
export const CheckoutLinkParamsSchema = z.object({ linkId: z.string().min(8).max(64) })
