import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  DomainHistoryChange,
  DomainHistorySource,
} from '@namefolio/core/portfolio/portfolio.contract'
import { domains } from './domains.ts'
import { users } from './users.ts'
import { createdAt, int64, randomId, requiredRef } from './columns.ts'

/**
 * Per-domain history of price, lander and listing-state changes (issue 4): who, when, and
 * old → new for each field, one row per change event (a bulk edit writes one row per domain).
 */
export const domainHistory = pgTable(
  'domain_history',
  {
    id: randomId(),
    domainId: requiredRef(() => domains.id, 'cascade'),
    sellerId: uuid().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    source: text().$type<DomainHistorySource>().notNull(),
    changes: jsonb().$type<DomainHistoryChange[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_history_domain_idx').on(t.domainId, t.createdAt, t.id)],
)

/** Checkout links (spec §3, §4): at most one per domain; `linkId` is the public token. */
export const checkoutLinks = pgTable(
  'checkout_links',
  {
    id: randomId(),
    linkId: text().notNull(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    domainId: requiredRef(() => domains.id, 'cascade'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_links_link_id_key').on(t.linkId),
    uniqueIndex('checkout_links_domain_key').on(t.domainId),
    index('checkout_links_seller_idx').on(t.sellerId),
  ],
)

/**
 * How many domains each seller holds per bucket of the columns the portfolio views and status
 * filters read (decision 250). Kept exact by statement-level triggers on `domains` (insert,
 * update, delete, in the same transaction; migration `0010`), so the unfiltered totals and
 * the tab counts are a sum over a few rows instead of a count over up to 1,000,000.
 * No foreign key: the rows of a deleted seller drop to zero with their domains.
 */
export const portfolioCounts = pgTable(
  'portfolio_counts',
  {
    sellerId: uuid().notNull(),
    sold: boolean().notNull(),
    leased: boolean().notNull(),
    purchased: boolean().notNull(),
    landingPage: text().notNull(),
    status: text().notNull(),
    buyNowMissing: boolean().notNull(),
    leasingEnabled: boolean().notNull(),
    marketplaceNameserver: boolean().notNull(),
    n: int64().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'portfolio_counts_pkey',
      columns: [
        t.sellerId,
        t.sold,
        t.leased,
        t.purchased,
        t.landingPage,
        t.status,
        t.buyNowMissing,
        t.leasingEnabled,
        t.marketplaceNameserver,
      ],
    }),
  ],
)

export type DomainHistoryRow = typeof domainHistory.$inferSelect
export type CheckoutLinkRow = typeof checkoutLinks.$inferSelect
