import { sql } from 'drizzle-orm'
import {
  boolean,
  integer,
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
import {
  createdAt,
  int64,
  optionalRef,
  randomId,
  requiredRef,
  timestamps,
  timestamptz,
  updatedAt,
} from './columns.ts'

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
    actorId: optionalRef(() => users.id, 'set null'),
    source: text().$type<DomainHistorySource>().notNull(),
    changes: jsonb().$type<DomainHistoryChange[]>().notNull(),
    /** The bulk edit that wrote this row, so the edit can be undone as a whole (issue 15). */
    bulkEditId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    index('domain_history_domain_idx').on(t.domainId, t.createdAt, t.id),
    // Undo walks an edit's rows in domain order, a batch at a time (decision 279).
    index('domain_history_bulk_edit_idx')
      .on(t.bulkEditId, t.domainId)
      .where(sql`bulk_edit_id is not null`),
  ],
)

/** Checkout links (spec §3, §4): at most one per domain; `linkId` is the public token. */
export const checkoutLinks = pgTable(
  'checkout_links',
  {
    id: randomId(),
    linkId: text().notNull(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    domainId: requiredRef(() => domains.id, 'cascade'),
    createdBy: optionalRef(() => users.id, 'set null'),
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

/**
 * One bulk change of many domains (issue 15): a reprice, a settings edit, a CSV update or the
 * undo of an earlier one. Its per-domain before → after lives in `domain_history` rows that
 * carry its id; the domains a rule refused, with the rule, in `bulk_edit_refusals`.
 */
export const bulkEdits = pgTable(
  'bulk_edits',
  {
    id: randomId(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    actorId: optionalRef(() => users.id, 'set null'),
    /** 'reprice' | 'settings' | 'csv-update' | 'undo' (core bulk-edit contract). */
    kind: text().notNull(),
    /** What was asked, as the contract's input (shown in the listing history). */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    state: text().notNull().default('running'),
    matched: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    refused: integer().notNull().default(0),
    /** The undo that reverted this edit, if any. */
    undoneByEditId: uuid(),
    undoneAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [index('bulk_edits_seller_idx').on(t.sellerId, t.createdAt)],
)

/** A domain a bulk edit left unchanged, with the rule's message key (downloadable). */
export const bulkEditRefusals = pgTable(
  'bulk_edit_refusals',
  {
    bulkEditId: requiredRef(() => bulkEdits.id, 'cascade'),
    domainName: text().notNull(),
    code: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulkEditId, t.domainName] })],
)

/** A named portfolio view (filter, sort and columns) stored for its user (issue 15). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    name: text().notNull(),
    /** The portfolio route view it opens: selling, parked, sold, leased, notListed, purchases. */
    view: text().notNull(),
    /** The route's search (filter keys and sort), as the portfolio search contract reads it. */
    search: jsonb().$type<Record<string, unknown>>().notNull(),
    columns: jsonb().$type<string[]>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('saved_views_user_name_key').on(t.userId, sql`lower(${t.name})`)],
)

/** The columns a user chose for each portfolio view (the column chooser, issue 15). */
export const portfolioColumnChoices = pgTable(
  'portfolio_column_choices',
  {
    userId: requiredRef(() => users.id, 'cascade'),
    view: text().notNull(),
    columns: jsonb().$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.view] })],
)

export type BulkEditRow = typeof bulkEdits.$inferSelect
export type SavedViewRow = typeof savedViews.$inferSelect
export type DomainHistoryRow = typeof domainHistory.$inferSelect
export type CheckoutLinkRow = typeof checkoutLinks.$inferSelect
