import { z } from 'zod'
import { ORDER_STATUSES } from '../checkout/checkout.contract.ts'
import { TRANSACTION_STATUSES } from '../sales/transaction-status.ts'
import {
  PARTNER_RATE_LIMIT_MIN,
  PARTNER_RATE_LIMIT_MAX,
  PARTNER_RATE_LIMIT_DEFAULT,
  PARTNER_VISIBILITIES,
} from './partner-network.constants.ts'

/** Message keys the partner API and the portal answer with (web catalog en-us-partners.ts). */
export const PARTNER_ERRORS = {
  notInstant: 'partners.error.notInstantlyAvailable',
  notListed: 'partners.error.notListed',
  priceChanged: 'partners.error.priceChanged',
  keyRequired: 'partners.error.keyRequired',
  keyInvalid: 'partners.error.keyInvalid',
  customerIsSeller: 'partners.error.customerIsSeller',
} as const

export const PARTNER_STATUSES = ['active', 'suspended'] as const
export type PartnerStatus = (typeof PARTNER_STATUSES)[number]

/** How long a quote holds (decision 1133): the order re-checks price and eligibility anyway. */
export const PARTNER_QUOTE_TTL_MINUTES = 15

/** The operations metered per partner per day (issue 24: usage metering). */
export const PARTNER_OPERATIONS = ['search', 'quote', 'createOrder', 'getOrder', 'webhook'] as const
export type PartnerOperation = (typeof PARTNER_OPERATIONS)[number]

// ---- Admin: partner accounts, keys, usage --------------------------------------------------

export const PartnerKeySchema = z.object({
  id: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is never shown again. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type PartnerKey = z.infer<typeof PartnerKeySchema>

export const PartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string(),
  status: z.enum(PARTNER_STATUSES),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
  keys: z.array(PartnerKeySchema),
  /** Requests counted today (UTC), all operations. */
  requestsToday: z.number().int(),
})
export type Partner = z.infer<typeof PartnerSchema>

export const PartnerListSchema = z.object({ items: z.array(PartnerSchema) })
export type PartnerList = z.infer<typeof PartnerListSchema>

export const CreatePartnerSchema = z.strictObject({
  name: z.string().trim().min(2, 'partners.error.name').max(100, 'partners.error.name'),
  contactEmail: z.email('partners.error.contactEmail').max(254),
  rateLimitPerMinute: z
    .number()
    .int()
    .min(PARTNER_RATE_LIMIT_MIN, 'partners.error.rateLimit')
    .max(PARTNER_RATE_LIMIT_MAX, 'partners.error.rateLimit')
    .default(PARTNER_RATE_LIMIT_DEFAULT),
})
export type CreatePartner = z.input<typeof CreatePartnerSchema>

export const PartnerParamsSchema = z.object({ partnerId: z.uuid() })
export const PartnerKeyParamsSchema = z.object({ partnerId: z.uuid(), keyId: z.uuid() })

/** A new key: `key` is answered this once and stored only as a hash (decision 1130). */
export const IssuedPartnerKeySchema = z.object({
  id: z.string(),
  prefix: z.string(),
  key: z.string(),
})
export type IssuedPartnerKey = z.infer<typeof IssuedPartnerKeySchema>

export const PartnerUsageSchema = z.object({
  items: z.array(
    z.object({ day: z.string(), operation: z.enum(PARTNER_OPERATIONS), count: z.number().int() }),
  ),
})
export type PartnerUsage = z.infer<typeof PartnerUsageSchema>

export const EmptyBodySchema = z.strictObject({})
export const RevokedPartnerKeySchema = z.object({ revoked: z.boolean() })

// ---- Seller: which names partners may show -------------------------------------------------

export const PartnerOptInSchema = z.object({ showOnPartnerSites: z.boolean() })
export type PartnerOptIn = z.infer<typeof PartnerOptInSchema>
export const PartnerOptInInputSchema = z.strictObject({ showOnPartnerSites: z.boolean() })

export const DomainPartnerParamsSchema = z.object({ domainName: z.string().min(1).max(253) })
export const DomainPartnerVisibilitySchema = z.object({
  domainName: z.string(),
  visibility: z.enum(PARTNER_VISIBILITIES),
  /** What partners see now: the override, or the portfolio default when it inherits. */
  shownToPartners: z.boolean(),
})
export type DomainPartnerVisibility = z.infer<typeof DomainPartnerVisibilitySchema>
export const DomainPartnerVisibilityInputSchema = z.strictObject({
  visibility: z.enum(PARTNER_VISIBILITIES),
})

// ---- The partner API (/api/partner/v1) ------------------------------------------------------

export const PartnerSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
})

export const PartnerListingSchema = z.object({
  domainName: z.string(),
  priceMicros: z.number().int(),
  currency: z.literal('USD'),
  /** Fast-transfer eligible (spec §4): partners may sell it instantly. */
  instantlyAvailable: z.boolean(),
})
export type PartnerListing = z.infer<typeof PartnerListingSchema>

export const PartnerSearchResultSchema = z.object({
  items: z.array(PartnerListingSchema),
  total: z.number().int(),
})
export type PartnerSearchResult = z.infer<typeof PartnerSearchResultSchema>

export const PartnerQuoteParamsSchema = z.object({ domainName: z.string().min(1).max(253) })
export const PartnerQuoteSchema = PartnerListingSchema.extend({
  /** Until when the quoted price holds; an order after it is re-priced or refused. */
  validUntil: z.string(),
  sandbox: z.boolean(),
})
export type PartnerQuote = z.infer<typeof PartnerQuoteSchema>

export const CreatePartnerOrderSchema = z.strictObject({
  domainName: z.string().trim().toLowerCase().min(3).max(253),
  /** The price the partner quoted to its customer: a different current price is refused. */
  priceMicros: z.number().int().positive(),
  /** The end customer: the order buys for a buyer account with this e-mail (decision 1134). */
  customer: z.strictObject({
    email: z.email('partners.error.customerEmail').max(254),
    name: z.string().trim().min(1).max(100),
  }),
  /** The card charged through the payment adapter (the built-in sandbox today). */
  payment: z.strictObject({
    cardNumber: z.string().regex(/^[\d ]{12,23}$/),
    cardName: z.string().trim().min(1).max(100),
  }),
})
export type CreatePartnerOrder = z.input<typeof CreatePartnerOrderSchema>

export const PartnerOrderParamsSchema = z.object({ orderId: z.uuid() })
export const PartnerOrderSchema = z.object({
  id: z.string(),
  domainName: z.string(),
  paymentStatus: z.enum(ORDER_STATUSES),
  chargedMicros: z.number().int(),
  transactionId: z.string().nullable(),
  /** The transaction's status (spec §4 full transaction status), once paid. */
  transferStatus: z.enum(TRANSACTION_STATUSES).nullable(),
  createdAt: z.string(),
  sandbox: z.boolean(),
})
export type PartnerOrder = z.infer<typeof PartnerOrderSchema>

export const RegisterPartnerWebhookSchema = z.strictObject({ url: z.url().max(2000) })
export const PartnerWebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  /** Standard Webhooks signing secret, answered this once. */
  secret: z.string(),
})
export type PartnerWebhook = z.infer<typeof PartnerWebhookSchema>
