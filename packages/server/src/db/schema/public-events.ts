import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { domains } from './domains.ts'
import { users } from './users.ts'
import { int64, requiredRef, timestamptz } from './columns.ts'

/**
 * What happened on the public pages (DESIGN.md §5): lander and parking views, ad clicks,
 * search impressions, offers, buy-now and lease intents. Append-only; the statistics roll-up
 * turns them into the portfolio counters of spec §3. `visitorKey` is a salted hash of the
 * visitor (never the address itself), so unique visitors can be counted without keeping IPs.
 */
export const publicEvents = pgTable(
  'public_events',
  {
    id: int64().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    domainId: requiredRef(() => domains.id, 'cascade'),
    kind: text()
      .$type<
        | 'view'
        | 'parking_view'
        | 'ad_click'
        | 'search_impression'
        | 'offer'
        | 'lead'
        | 'buy_intent'
        | 'lease_intent'
      >()
      .notNull(),
    visitorKey: text().notNull(),
    /** Ad-click revenue for the seller (parking), integer micros. */
    amountMicros: int64(),
    /** Free detail: the ad id, the search query kind, the lease term. */
    detail: text(),
    occurredAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('public_events_domain_kind_time_idx').on(t.domainId, t.kind, t.occurredAt),
    index('public_events_seller_time_idx').on(t.sellerId, t.occurredAt),
    index('public_events_kind_time_idx').on(t.kind, t.occurredAt),
  ],
)

/** Where the last roll-up stopped: one row per roll-up name, the highest event id counted. */
export const statsRollupState = pgTable('stats_rollup_state', {
  name: text().primaryKey(),
  lastEventId: int64().notNull().default(0),
  rolledUpAt: timestamptz().notNull().defaultNow(),
  /** Domains whose search windows were recomputed by the last run. */
  domainsTouched: integer().notNull().default(0),
})

export type PublicEventRow = typeof publicEvents.$inferSelect
export type NewPublicEvent = typeof publicEvents.$inferInsert
