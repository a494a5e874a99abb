import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  ActivityType,
  Actor,
  CloseReason,
  LeadStage,
  NegotiationStatus,
} from '@namefolio/core/negotiations/negotiation-status'
import type { LeadActivity, LikeStatus } from '@namefolio/core/negotiations/leads.contract'
import type { AgreedPriceStatus } from '@namefolio/core/negotiations/payment-window'
import type { NotificationKind } from '@namefolio/core/notifications/notifications.constants'
import { domains } from './domains.ts'
import { users } from './users.ts'
import {
  createdAt,
  int64,
  micros,
  optionalRef,
  randomId,
  requiredRef,
  timestamps,
  timestamptz,
} from './columns.ts'

/**
 * A lead: one buyer's negotiation over one domain of one seller (spec §3 lead fields). Money
 * is integer micros. Flags a viewer sets (like, star, read) are kept per side: the seller's
 * side (shared with an assigned broker, except read) and the buyer's (decision 401). Every
 * index leads with the owner it serves (seller, buyer or broker) and ends with a sort key.
 */
export const leads = pgTable(
  'leads',
  {
    id: randomId(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    domainId: requiredRef(() => domains.id, 'cascade'),
    domainName: text().notNull(),
    buyerId: requiredRef(() => users.id, 'cascade'),
    brokerId: optionalRef(() => users.id, 'set null'),
    assignToBroker: boolean().notNull().default(false),
    status: text().$type<NegotiationStatus>().notNull().default('NEW'),
    /** The open status to return to when a closed or locked lead is unlocked. */
    statusBeforeClose: text().$type<NegotiationStatus>(),
    stage: text().$type<LeadStage>().notNull().default('QUALIFYING'),
    locked: boolean().notNull().default(false),
    closeReason: text().$type<CloseReason>(),
    closedBy: text().$type<Actor>(),
    sellerLikeStatus: text().$type<LikeStatus>().notNull().default('NONE'),
    sellerStarred: boolean().notNull().default(false),
    sellerRead: boolean().notNull().default(false),
    brokerRead: boolean().notNull().default(false),
    buyerLikeStatus: text().$type<LikeStatus>().notNull().default('NONE'),
    buyerStarred: boolean().notNull().default(false),
    buyerRead: boolean().notNull().default(true),
    buyerOfferMicros: micros('buyer_offer_micros'),
    sellerOfferMicros: micros('seller_offer_micros'),
    lastOfferMicros: micros('last_offer_micros'),
    lastOfferBy: text().$type<'buyer' | 'seller' | 'broker'>(),
    hasActiveOffer: boolean().notNull().default(false),
    buyerOfferExpiry: timestamptz(),
    sellerOfferExpiry: timestamptz(),
    agreedPriceMicros: micros('agreed_price_micros'),
    lastEventType: text().$type<ActivityType>(),
    lastEventParty: text().$type<'buyer' | 'seller' | 'broker' | 'system'>(),
    lastEventAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('leads_seller_updated_idx').on(t.sellerId, t.updatedAt, t.id),
    index('leads_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('leads_seller_domain_idx').on(t.sellerId, t.domainName, t.id),
    index('leads_seller_last_offer_idx').on(t.sellerId, t.lastOfferMicros, t.id),
    index('leads_seller_status_idx').on(t.sellerId, t.status, t.id),
    index('leads_seller_last_event_idx').on(t.sellerId, t.lastEventAt, t.id),
    index('leads_seller_broker_idx').on(t.sellerId, t.brokerId, t.id),
    index('leads_buyer_updated_idx').on(t.buyerId, t.updatedAt, t.id),
    index('leads_broker_updated_idx').on(t.brokerId, t.updatedAt, t.id),
    index('leads_domain_buyer_idx').on(t.domainId, t.buyerId),
    index('leads_updated_idx').on(t.updatedAt, t.id),
    // The expiry job scans only leads with a standing offer.
    index('leads_active_buyer_expiry_idx')
      .on(t.buyerOfferExpiry)
      .where(sql`${t.hasActiveOffer}`),
    index('leads_active_seller_expiry_idx')
      .on(t.sellerOfferExpiry)
      .where(sql`${t.hasActiveOffer}`),
  ],
)

export type LeadRow = typeof leads.$inferSelect
export type NewLeadRow = typeof leads.$inferInsert

/**
 * The negotiation's log (spec §4 activity types): append-only, never updated or deleted.
 * `seq` orders events that share a timestamp (several in one transaction).
 */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: randomId(),
    seq: int64().generatedAlwaysAsIdentity(),
    leadId: requiredRef(() => leads.id, 'cascade'),
    sellerId: requiredRef(() => users.id, 'cascade'),
    type: text().$type<ActivityType>().notNull(),
    actor: text().$type<Actor>().notNull(),
    actorUserId: optionalRef(() => users.id, 'set null'),
    offerMicros: micros('offer_micros'),
    message: text(),
    data: jsonb().$type<LeadActivity['data']>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_activities_lead_seq_idx').on(t.leadId, t.seq),
    index('lead_activities_seller_idx').on(t.sellerId, t.createdAt),
  ],
)

export type LeadActivityRow = typeof leadActivities.$inferSelect

/**
 * An agreed price a buyer may purchase at (accepting an offer, spec §4): the money issue
 * turns an OPEN row into a checkout for that buyer only.
 */
export const leadAgreedPrices = pgTable(
  'lead_agreed_prices',
  {
    id: randomId(),
    leadId: requiredRef(() => leads.id, 'cascade'),
    sellerId: requiredRef(() => users.id, 'cascade'),
    buyerId: requiredRef(() => users.id, 'cascade'),
    domainId: requiredRef(() => domains.id, 'cascade'),
    priceMicros: micros('price_micros').notNull(),
    status: text().$type<AgreedPriceStatus>().notNull().default('OPEN'),
    /** The end of the payment window (decision 960); rows older than it got created_at + 7 days. */
    deadlineAt: timestamptz().notNull(),
    /** The buyer's payment signals (decision 961), each stamped the first time only. */
    checkoutOpenedAt: timestamptz(),
    paymentStartedAt: timestamptz(),
    paidAt: timestamptz(),
    /** The smallest "days before the deadline" whose reminder went out (decision 963). */
    reminderDaysSent: integer(),
    ...timestamps(),
  },
  (t) => [
    index('lead_agreed_prices_buyer_idx').on(t.buyerId, t.status),
    // The payment-window job reads open agreements by deadline.
    index('lead_agreed_prices_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'OPEN'`),
    index('lead_agreed_prices_domain_idx').on(t.domainId, t.status),
    index('lead_agreed_prices_seller_idx').on(t.sellerId, t.createdAt),
    uniqueIndex('lead_agreed_prices_open_lead_key')
      .on(t.leadId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
)

/**
 * In-app notices about a lead (new offer, counter-offer, message, acceptance, expiry) for one
 * recipient: the account notifications of spec §7 can read them (decision 403).
 */
export const leadNotifications = pgTable(
  'lead_notifications',
  {
    id: randomId(),
    recipientId: requiredRef(() => users.id, 'cascade'),
    /** Null for a notice about a domain rather than a lead (a review decision, decision 1336). */
    leadId: optionalRef(() => leads.id, 'cascade'),
    sellerId: requiredRef(() => users.id, 'cascade'),
    kind: text().$type<NotificationKind>().notNull(),
    domainName: text().notNull(),
    offerMicros: micros('offer_micros'),
    /** About an agreed price (decision 963): its deadline; the buyer's copy links its checkout. */
    payBy: timestamptz(),
    agreedPriceId: optionalRef(() => leadAgreedPrices.id, 'set null'),
    /** An admin's note to the seller (a review decision's reason, decision 1336). */
    note: text(),
    readAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notifications_recipient_idx').on(t.recipientId, t.createdAt)],
)
