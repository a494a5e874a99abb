import { z } from 'zod'
import { DOMAIN_LISTING_STATUSES } from '../domains/domain-status.ts'
import { MicrosSchema } from '../money/money.contract.ts'
import { PageQuerySchema, pageSchema } from '../pagination/pagination.contract.ts'
import { NEGOTIATION_OUTCOMES } from './negotiation-outcome.ts'
import {
  ACTIVITY_TYPES,
  ACTORS,
  BUYER_CLOSE_ACTIONS,
  CLOSE_REASONS,
  type CloseAction,
  LEAD_FOLDERS,
  LEAD_STAGES,
  LEAD_STATUSES,
  NEGOTIATION_STATUSES,
  OTHER_CLOSE_ACTIONS,
  SELLER_CLOSE_ACTIONS,
} from './negotiation-status.ts'
import { AGREED_PRICE_STATUSES, PAYMENT_OUTCOMES, PAYMENT_STATES } from './payment-window.ts'
import { TABLE_STATUS_LABELS } from './table-status-label.ts'
import { LEAD_SORT_KEYS, LEAD_VIEWS, SORT_ORDERS } from './lead-list.ts'

export {
  LEAD_SORT_KEYS,
  LEAD_VIEWS,
  type LeadSortKey,
  type LeadView,
  SORT_ORDERS,
} from './lead-list.ts'

/** likeStatus (spec §3): a thumbs up or down on the lead, per side (decision 401). */
export const LIKE_STATUSES = ['NONE', 'LIKED', 'DISLIKED'] as const
export type LikeStatus = (typeof LIKE_STATUSES)[number]

/** Every close action of spec §4 (seller's, buyer's and the others). */
export const CLOSE_ACTIONS = [
  'stalled',
  'sold',
  'archived',
  'confused',
  'messageOnly',
  'offerDeclined',
  'unlockNegotiations',
] as const satisfies readonly CloseAction[]
/** Every action of core's three lists is here (a compile-time check). */
const _allCloseActions: readonly (typeof CLOSE_ACTIONS)[number][] = [
  ...SELLER_CLOSE_ACTIONS,
  ...BUYER_CLOSE_ACTIONS,
  ...OTHER_CLOSE_ACTIONS,
]

/** An offer stands this long unless answered (decision 402). */
export const OFFER_EXPIRY_DAYS = 7
export const LEAD_MESSAGE_MAX_LENGTH = 5000

/** Message keys of lead errors the server answers in `fields[].code` (decision 401). */
export const LEAD_ERRORS = {
  closed: 'leads.error.closed',
  priceAgreed: 'leads.error.priceAgreed',
  noActiveOffer: 'leads.error.noActiveOffer',
  ownOffer: 'leads.error.ownOffer',
  brokerAssigned: 'leads.error.brokerAssigned',
  closeAction: 'leads.error.closeAction',
  notBroker: 'leads.error.notBroker',
  ownDomain: 'leads.error.ownDomain',
  notListed: 'leads.error.notListed',
  notLocked: 'leads.error.notLocked',
  unlock: 'leads.error.unlock',
  oneAction: 'leads.error.oneAction',
  nothingToChange: 'leads.error.nothingToChange',
  messageRequired: 'leads.error.messageRequired',
  /** Another buyer's agreed price reserves the domain (decision 962). */
  reserved: 'leads.error.reserved',
} as const

const IsoDate = z.iso.datetime({ offset: true })

export const ListLeadsQuerySchema = PageQuerySchema.extend({
  view: z.enum(LEAD_VIEWS).optional(),
  folder: z.enum(LEAD_FOLDERS).default('all'),
  sort: z.enum(LEAD_SORT_KEYS).default('updated'),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** Part of a domain name. */
  q: z.string().trim().max(253).optional(),
})
export type ListLeadsQuery = z.infer<typeof ListLeadsQuerySchema>

export const LeadCountsQuerySchema = z.object({ view: z.enum(LEAD_VIEWS).optional() })
export const LeadFolderCountsSchema = z.object({
  view: z.enum(LEAD_VIEWS),
  counts: z.object(
    Object.fromEntries(LEAD_FOLDERS.map((f) => [f, z.number().int().min(0)])) as Record<
      (typeof LEAD_FOLDERS)[number],
      z.ZodNumber
    >,
  ),
})
export type LeadFolderCounts = z.infer<typeof LeadFolderCountsSchema>

export const PartySchema = z.object({ id: z.string(), name: z.string() })

/** An agreed price waiting for payment, as lists show it: enough for "Pay $X" and its deadline. */
export const OpenPaymentSchema = z.object({
  agreedPriceId: z.string(),
  priceMicros: MicrosSchema,
  deadline: IsoDate,
  paymentState: z.enum(PAYMENT_STATES),
  /** Only the buyer gets the checkout path. */
  checkoutPath: z.string().nullable(),
})
export type OpenPayment = z.infer<typeof OpenPaymentSchema>

/** A lead as lists show it (spec §3 lead fields), seen by one viewer. */
export const LeadSummarySchema = z.object({
  id: z.string(),
  domainId: z.string(),
  domainName: z.string(),
  viewerRole: z.enum(LEAD_VIEWS),
  negotiationStatus: z.enum(NEGOTIATION_STATUSES),
  status: z.enum(LEAD_STATUSES),
  stage: z.enum(LEAD_STAGES),
  listingStatus: z.enum(DOMAIN_LISTING_STATUSES),
  label: z.enum(TABLE_STATUS_LABELS),
  outcome: z.enum(NEGOTIATION_OUTCOMES),
  likeStatus: z.enum(LIKE_STATUSES),
  starred: z.boolean(),
  read: z.boolean(),
  locked: z.boolean(),
  assignToBroker: z.boolean(),
  brokerInfo: z.object({ key: z.string(), name: z.string() }).nullable(),
  buyerId: z.string(),
  buyer: PartySchema,
  seller: PartySchema,
  lastEventType: z.enum(ACTIVITY_TYPES).nullable(),
  lastEventAt: IsoDate.nullable(),
  buyerOfferMicros: MicrosSchema.nullable(),
  sellerOfferMicros: MicrosSchema.nullable(),
  lastOfferMicros: MicrosSchema.nullable(),
  agreedPriceMicros: MicrosSchema.nullable(),
  buyNowPriceMicros: MicrosSchema.nullable(),
  minBidPriceMicros: MicrosSchema.nullable(),
  /** Only sellers (and admins) see the floor and the created date (spec §2, §6). */
  floorPriceMicros: MicrosSchema.nullable().optional(),
  createdAt: IsoDate.optional(),
  hasActiveOffer: z.boolean(),
  buyerOfferExpiry: IsoDate.nullable(),
  sellerOfferExpiry: IsoDate.nullable(),
  /** The expiry of the offer standing now, if any. */
  expiry: IsoDate.nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  updatedAt: IsoDate,
  /** The open agreed price, if one waits for the buyer's payment (decision 961). */
  payment: OpenPaymentSchema.nullable(),
  /** How a past agreed price ended: paid, or its payment window closed (decision 970). */
  paymentOutcome: z.enum(PAYMENT_OUTCOMES).nullable(),
})
export type LeadSummary = z.infer<typeof LeadSummarySchema>

export const LeadPageSchema = pageSchema(LeadSummarySchema)
export type LeadPage = z.infer<typeof LeadPageSchema>

export const LeadActivitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  actor: z.enum(ACTORS),
  actorName: z.string().nullable(),
  offerMicros: MicrosSchema.nullable(),
  message: z.string().nullable(),
  data: z.object({
    closeAction: z.enum(CLOSE_ACTIONS).optional(),
    closeReason: z.enum(CLOSE_REASONS).optional(),
    /** The offer ran out (decision 402): recorded as a decline by the system. */
    expired: z.boolean().optional(),
    /** The payment window of an agreed price passed unpaid (decision 962): closed by the system. */
    paymentWindowPassed: z.boolean().optional(),
    /** The buyer paid the agreed price (decision 970): closed as sold by the system. */
    agreementPaid: z.boolean().optional(),
    /** Done by this offer rule of the seller (issue 24); only the seller's side sees it. */
    offerRuleId: z.string().optional(),
  }),
  createdAt: IsoDate,
})
export type LeadActivity = z.infer<typeof LeadActivitySchema>

/** What the viewer may do now; the server enforces the same rules. */
export const LeadActionsSchema = z.object({
  canOffer: z.boolean(),
  canMessage: z.boolean(),
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  canClose: z.boolean(),
  closeActions: z.array(z.enum(CLOSE_ACTIONS)),
  canLock: z.boolean(),
  canUnlock: z.boolean(),
  canAssignBroker: z.boolean(),
  canEditMinor: z.boolean(),
})
export type LeadActions = z.infer<typeof LeadActionsSchema>

/** The latest agreed price of a lead, with its payment window and the buyer's signals (decision 961). */
export const AgreedPriceSchema = z.object({
  id: z.string(),
  buyerId: z.string(),
  priceMicros: MicrosSchema,
  status: z.enum(AGREED_PRICE_STATUSES),
  createdAt: IsoDate,
  /** The end of the payment window (decision 960). */
  deadline: IsoDate,
  paymentState: z.enum(PAYMENT_STATES),
  checkoutOpenedAt: IsoDate.nullable(),
  paymentStartedAt: IsoDate.nullable(),
  paidAt: IsoDate.nullable(),
  /** The checkout of this agreement; only its buyer gets one, and only while it is payable. */
  checkoutPath: z.string().nullable(),
})

export type AgreedPrice = z.infer<typeof AgreedPriceSchema>

export const LeadDetailSchema = LeadSummarySchema.extend({
  activities: z.array(LeadActivitySchema),
  actions: LeadActionsSchema,
  agreedPrice: AgreedPriceSchema.nullable(),
})
export type LeadDetail = z.infer<typeof LeadDetailSchema>

export const LeadParamsSchema = z.object({ leadId: z.uuid() })

/** A buyer's first offer on a listed domain (landers call the same service). */
export const CreateLeadInputSchema = z.object({
  domainName: z.string().trim().toLowerCase().min(3).max(253),
  offerMicros: MicrosSchema.min(1),
  message: z.string().trim().max(LEAD_MESSAGE_MAX_LENGTH).optional(),
})
export type CreateLeadInput = z.infer<typeof CreateLeadInputSchema>

/** A (counter-)offer; `null` is an empty form, refused with the "required" rule when it applies. */
export const OfferInputSchema = z.object({
  offerMicros: MicrosSchema.nullable(),
  message: z.string().trim().max(LEAD_MESSAGE_MAX_LENGTH).optional(),
})
export type OfferInput = z.infer<typeof OfferInputSchema>

export const MessageInputSchema = z.object({
  message: z.string().trim().min(1).max(LEAD_MESSAGE_MAX_LENGTH),
})
export type MessageInput = z.infer<typeof MessageInputSchema>

/** PATCH v1/leads/selfBrokered/{leadId}: exactly one of accept, decline, assignToBroker, locked. */
export const SelfBrokeredPatchSchema = z
  .object({
    accept: z.literal(true).optional(),
    decline: z.literal(true).optional(),
    assignToBroker: z.boolean().optional(),
    /** With assignToBroker: which broker; without one the lead waits for Namefolio's brokers. */
    brokerId: z.uuid().optional(),
    locked: z.boolean().optional(),
  })
  .refine(
    (v) =>
      [v.accept, v.decline, v.assignToBroker, v.locked].filter((x) => x !== undefined).length === 1,
    { message: LEAD_ERRORS.oneAction },
  )
export type SelfBrokeredPatch = z.infer<typeof SelfBrokeredPatchSchema>

/** PATCH v1/leads/selfBrokered/{leadId}/minor: like, star or read (spec §4). */
export const MinorPatchSchema = z
  .object({
    likeStatus: z.enum(LIKE_STATUSES).optional(),
    starred: z.boolean().optional(),
    read: z.boolean().optional(),
  })
  .refine((v) => v.likeStatus !== undefined || v.starred !== undefined || v.read !== undefined, {
    message: LEAD_ERRORS.nothingToChange,
  })
export type MinorPatch = z.infer<typeof MinorPatchSchema>

/** PATCH v1/leads/{leadId}: the stage, or closing with a close action and reason (spec §4). */
export const LeadPatchSchema = z
  .object({
    stage: z.enum(LEAD_STAGES).optional(),
    close: z
      .object({
        action: z.enum(CLOSE_ACTIONS),
        reason: z.enum(CLOSE_REASONS),
        message: z.string().trim().max(LEAD_MESSAGE_MAX_LENGTH).optional(),
      })
      .optional(),
  })
  .refine((v) => v.stage !== undefined || v.close !== undefined, {
    message: LEAD_ERRORS.nothingToChange,
  })
export type LeadPatch = z.infer<typeof LeadPatchSchema>

export const LeadMessagesSchema = z.object({
  items: z.array(LeadActivitySchema),
  total: z.number().int().min(0),
})

export const BrokerListSchema = z.object({ items: z.array(PartySchema) })
export type BrokerList = z.infer<typeof BrokerListSchema>

/** Test controls (decision 451): run the offer-expiry job at the caller's clock. */
export const ExpireOffersInputSchema = z.object({ now: IsoDate }).strict()
export const ExpireOffersResultSchema = z.object({ closed: z.number().int().min(0) })

/** Test controls: run the payment-window job (decisions 962, 963) at the caller's clock. */
export const SweepPaymentWindowsInputSchema = z
  .object({ now: IsoDate, sellerId: z.uuid().optional() })
  .strict()
export const SweepPaymentWindowsResultSchema = z.object({
  reminded: z.number().int().min(0),
  closed: z.number().int().min(0),
})
