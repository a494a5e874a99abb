import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  primaryKey,
  smallint,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { DomainListingStatus } from '@namefolio/core/domains/domain-status'
import { users } from './users.ts'
import { landerLook, micros, requiredRef, timestamps, timestamptz } from './columns.ts'

/**
 * The portfolio row of spec §3. Money is integer micros. Every index leads with seller_id:
 * each sort key and range filter of §3 is served per seller (and the table can be sharded
 * by seller later, DESIGN.md §2).
 *
 * `fillfactor = 50` (migration 0013, custom SQL: Drizzle has no table storage options): pages
 * are written half full so a bulk edit of columns no index holds is a HOT update (decision
 * 253). Keep `leasingEnabled`, `canFastTransfer`, `maxLeasePeriod` and `intakeStyle` out of
 * every index, or whole-portfolio bulk edits write ~27 index entries a row again. The same
 * holds for the bulk-editable sort keys (prices, featured, hidden, lander template): their
 * orders live in `domainSortKeys` and `listedPrices` below (decision 1160), never in an index
 * of this table.
 */
/**
 * Trailing key columns of every per-seller sort index: the view predicates (decision 201) and
 * the status filters, so a page, a deep offset and a capped count are index-only scans that
 * skip other views without reading the table (decision 251). After the unique tie-breaker they
 * do not change the order.
 */
const viewKeys = (t: {
  landingPage: AnyPgColumn
  status: AnyPgColumn
  soldAt: AnyPgColumn
  leasedAt: AnyPgColumn
}) => [t.landingPage, t.status, t.soldAt, t.leasedAt] as const

export const domains = pgTable(
  'domains',
  {
    // Time-ordered ids (decision 254): new rows land at the end of every (seller, key, id) index.
    id: uuid()
      .primaryKey()
      .default(sql`uuid_generate_v7()`),
    sellerId: requiredRef(() => users.id, 'cascade'),
    name: text().notNull(),
    displayName: text().notNull(),
    tld: text().notNull(),
    sldLength: integer().notNull(),
    status: text().$type<DomainListingStatus>().notNull().default('PENDING_SYNC'),
    hidden: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    registrar: text(),
    fastTransferStatus: text(),
    canFastTransfer: boolean().notNull().default(false),
    uniqueOffersCount: integer().notNull().default(0),
    statsViewsCount: integer().notNull().default(0),
    statsLeadsCount: integer().notNull().default(0),
    intakeStyle: text().notNull().default('PRICE_FORM'),
    landingPage: text().notNull().default('SALES'),
    landerTemplate: text().notNull().default('PRICE_FORM'),
    leasingEnabled: boolean().notNull().default(false),
    maxLeasePeriod: integer().notNull().default(2),
    ...landerLook(),
    customListStatus: text(),
    reviewReasons: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    marketplaceNameserver: boolean().notNull().default(false),
    buynowPriceMicros: micros('buynow_price_micros'),
    minbidPriceMicros: micros('minbid_price_micros'),
    floorPriceMicros: micros('floor_price_micros'),
    totalSearch30Cnt: integer().notNull().default(0),
    totalSearch90Cnt: integer().notNull().default(0),
    totalSearch365Cnt: integer().notNull().default(0),
    visitor30Cnt: integer().notNull().default(0),
    visitor90Cnt: integer().notNull().default(0),
    visitor365Cnt: integer().notNull().default(0),
    soldAt: timestamptz(),
    /** Leased out through lease to own (the leased view, decision 201). */
    leasedAt: timestamptz(),
    /** Bought by this seller on the marketplace (the purchases view, decision 201). */
    purchasedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('domains_name_key').on(t.name),
    uniqueIndex('domains_seller_name_key').on(t.sellerId, t.name),
    index('domains_seller_id_idx').on(t.sellerId, t.id),
    index('domains_seller_created_idx').on(t.sellerId, t.createdAt, t.id, ...viewKeys(t)),
    index('domains_seller_tld_idx').on(t.sellerId, t.tld, t.name, ...viewKeys(t)),
    index('domains_seller_status_idx').on(t.sellerId, t.status, t.name, ...viewKeys(t)),
    index('domains_seller_offers_idx').on(t.sellerId, t.uniqueOffersCount, t.id, ...viewKeys(t)),
    index('domains_seller_views_idx').on(t.sellerId, t.statsViewsCount, t.id, ...viewKeys(t)),
    index('domains_seller_leads_idx').on(t.sellerId, t.statsLeadsCount, t.id, ...viewKeys(t)),
    index('domains_seller_fast_transfer_idx').on(
      t.sellerId,
      t.fastTransferStatus,
      t.id,
      ...viewKeys(t),
    ),
    index('domains_seller_nameserver_idx').on(
      t.sellerId,
      t.marketplaceNameserver,
      t.id,
      ...viewKeys(t),
    ),
    // The SLD length range filter (§3) is the one filter on a column no sort index holds; a
    // narrow range matched by few rows was a scan of the seller's whole heap. The length never
    // changes after insert, so the index costs no HOT update.
    index('domains_seller_sld_length_idx').on(t.sellerId, t.sldLength),
    index('domains_seller_search30_idx').on(t.sellerId, t.totalSearch30Cnt, t.id, ...viewKeys(t)),
    index('domains_seller_search90_idx').on(t.sellerId, t.totalSearch90Cnt, t.id, ...viewKeys(t)),
    index('domains_seller_search365_idx').on(t.sellerId, t.totalSearch365Cnt, t.id, ...viewKeys(t)),
    index('domains_seller_visitor30_idx').on(t.sellerId, t.visitor30Cnt, t.id, ...viewKeys(t)),
    index('domains_seller_visitor90_idx').on(t.sellerId, t.visitor90Cnt, t.id, ...viewKeys(t)),
    index('domains_seller_visitor365_idx').on(t.sellerId, t.visitor365Cnt, t.id, ...viewKeys(t)),
    index('domains_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Marketplace search reads only listed domains (decision 502); `not hidden` is checked on
    // the row, not in the predicate, so a hidden edit stays HOT (decision 1160).
    index('domains_listed_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.status} = 'ACTIVE' and ${t.soldAt} is null`),
    // Marketplace browsing walks these in its sort orders instead of sorting every listing on
    // each page view (issue 12, decision 920).
    index('domains_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'ACTIVE' and ${t.soldAt} is null`),
    index('domains_listed_length_name_idx')
      .on(t.sldLength, t.name)
      .where(sql`${t.status} = 'ACTIVE' and ${t.soldAt} is null`),
    // The names under ownership review, paged on /account/ownership (decision 1012).
    index('domains_seller_ownership_review_idx')
      .on(t.sellerId, t.name)
      .where(sql`'OWNERSHIP_REVIEW' = any(${t.reviewReasons})`),
    // Every seller's domains waiting for review, oldest first (the admin queue, decision 1335).
    index('domains_review_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('COMPLIANCE_REVIEW', 'PENDING_SYNC')`),
  ],
)

export type DomainRow = typeof domains.$inferSelect
export type NewDomainRow = typeof domains.$inferInsert

/**
 * The keys of `domain_sort_keys`, as migration 0034's `domain_sort_entries` numbers and encodes
 * them: prices as micros (no price = the largest bigint, so it sorts where PostgreSQL puts
 * NULL), booleans as 0/1, the lander template as its rank in byte order.
 */
export const SORT_KEY = {
  buyNow: 1,
  minBid: 2,
  floor: 3,
  featured: 4,
  hidden: 5,
  landerTemplate: 6,
} as const

/**
 * The seller's sort orders of the bulk-editable keys (decision 1160): one entry per domain and
 * key, kept by statement-level triggers on `domains` (migration 0034, `domain_sort_entries`
 * says how each key's value is encoded). The primary key is its only index, so a bulk edit of
 * one key writes one index entry a row here and none in `domains`. No foreign keys: the
 * triggers delete a domain's entries with it.
 */
export const domainSortKeys = pgTable(
  'domain_sort_keys',
  {
    sellerId: uuid().notNull(),
    key: smallint().notNull(),
    value: bigint({ mode: 'number' }).notNull(),
    domainId: uuid().notNull(),
    // The domain's view keys (decisions 201, 251), INCLUDE columns of the primary key index
    // (migration 0034; Drizzle cannot declare INCLUDE): pages of a view filter in the index.
    landingPage: text().notNull(),
    status: text().notNull(),
    sold: boolean().notNull(),
    leased: boolean().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'domain_sort_keys_pkey',
      columns: [t.sellerId, t.key, t.value, t.domainId],
    }),
  ],
)

/**
 * The marketplace's price orders of listed domains (status ACTIVE, not hidden, unsold), kept by
 * triggers on `domains` (migration 0034): a reprice writes these two index entries and the
 * primary key's, not the ~25 of `domains`.
 */
export const listedPrices = pgTable(
  'listed_prices',
  {
    domainId: uuid().primaryKey(),
    buynowPriceMicros: micros('buynow_price_micros'),
    name: text().notNull(),
  },
  (t) => [
    index('listed_prices_asc_name_idx').on(t.buynowPriceMicros.asc().nullsLast(), t.name),
    index('listed_prices_desc_name_idx').on(t.buynowPriceMicros.desc().nullsLast(), t.name),
  ],
)
