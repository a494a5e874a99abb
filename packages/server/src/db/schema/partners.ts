import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  PartnerOperation,
  PartnerStatus,
} from '@namefolio/core/partners/partner-network.contract'
import type { PartnerVisibility } from '@namefolio/core/partners/partner-network.constants'
import {
  createdAt,
  credentialUse,
  extensionKey,
  int64,
  randomId,
  requiredRef,
  timestamps,
  updatedAt,
} from './columns.ts'
import { domains } from './domains.ts'
import { paymentOrders } from './sales.ts'
import { users } from './users.ts'

/** A distribution partner (registrar or reseller) of issue 24; admins create them. */
export const partners = pgTable('partners', {
  id: randomId(),
  name: text().notNull(),
  contactEmail: text().notNull(),
  status: text().$type<PartnerStatus>().notNull().default('active'),
  rateLimitPerMinute: integer().notNull().default(60),
  ...timestamps(),
})
export type PartnerRow = typeof partners.$inferSelect

/** A partner's API key, stored as a SHA-256 hash like personal access tokens (decision 1130). */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: randomId(),
    partnerId: requiredRef(() => partners.id, 'cascade'),
    keyHash: text().notNull(),
    prefix: text().notNull(),
    createdAt: createdAt(),
    ...credentialUse(),
  },
  (t) => [
    uniqueIndex('partner_keys_hash_key').on(t.keyHash),
    index('partner_keys_partner_idx').on(t.partnerId, t.createdAt),
  ],
)
export type PartnerKeyRow = typeof partnerKeys.$inferSelect

/** Requests per partner per UTC day per operation, upserted as they come (usage metering). */
export const partnerUsageDaily = pgTable(
  'partner_usage_daily',
  {
    partnerId: requiredRef(() => partners.id, 'cascade'),
    day: date({ mode: 'string' }).notNull(),
    operation: text().$type<PartnerOperation>().notNull(),
    count: int64().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'partner_usage_daily_pk', columns: [t.partnerId, t.day, t.operation] }),
  ],
)

/** A seller's portfolio default: may partner sites show their names? (off until chosen). */
export const partnerSellerSettings = pgTable('partner_seller_settings', {
  sellerId: extensionKey(() => users.id),
  showOnPartnerSites: boolean().notNull().default(false),
  updatedAt: updatedAt(),
})

/** A per-domain override of that default; no row means "inherit". */
export const partnerDomainVisibility = pgTable(
  'partner_domain_visibility',
  {
    domainId: extensionKey(() => domains.id),
    sellerId: requiredRef(() => users.id, 'cascade'),
    visibility: text().$type<Exclude<PartnerVisibility, 'inherit'>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_domain_visibility_seller_idx').on(t.sellerId, t.visibility)],
)

/** An order a partner placed: its payment order (and so its transaction) and its key. */
export const partnerOrders = pgTable(
  'partner_orders',
  {
    id: randomId(),
    partnerId: requiredRef(() => partners.id, 'cascade'),
    idempotencyKey: text().notNull(),
    /** What the key was first used for: the same key with another order is a conflict. */
    requestHash: text().notNull(),
    paymentOrderId: requiredRef(() => paymentOrders.id),
    buyerId: requiredRef(() => users.id),
    sellerId: requiredRef(() => users.id),
    domainName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_orders_key').on(t.partnerId, t.idempotencyKey),
    uniqueIndex('partner_orders_payment_order_key').on(t.paymentOrderId),
  ],
)
export type PartnerOrderRow = typeof partnerOrders.$inferSelect
