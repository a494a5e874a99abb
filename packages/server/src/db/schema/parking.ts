import type { PayoutStatus } from '@namefolio/core/sales/transaction-status'
import { boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { domains } from './domains.ts'
import { users } from './users.ts'
import {
  int64,
  micros,
  payoutDestination,
  payoutOutcome,
  randomId,
  requiredRef,
  timestamps,
  timestamptz,
} from './columns.ts'

/** One day's parking figures, of a domain or of the whole account. */
const dayFigures = () => ({
  pageViews: integer().notNull().default(0),
  visits: integer().notNull().default(0),
  adClicks: integer().notNull().default(0),
  /** What the clicks were worth from the ad feed, before the seller's share. */
  grossMicros: micros('gross_micros').notNull().default(0),
  /** The seller's share of `grossMicros` (decision 531). */
  revenueMicros: micros('revenue_micros').notNull().default(0),
})

/**
 * Cash parking figures, rolled up from the public events per domain and UTC day (decision
 * 530). A day's figures are recomputed from its events, never added to, so re-running a day
 * never doubles it and a late event is counted on the day it happened.
 *
 * The `cum*` columns are running totals from the domain's first parked day through this day:
 * a range's figures are `cum(to) - cum(from - 1)`, two index lookups a domain whatever the
 * range's length, which is what sorts 100,000 domains by revenue fast. Every parked domain has
 * a row for every day from its first one on (the roll-up fills quiet days), so both ends exist.
 */
export const parkingDaily = pgTable(
  'parking_daily',
  {
    domainId: requiredRef(() => domains.id, 'cascade'),
    sellerId: requiredRef(() => users.id, 'cascade'),
    day: date({ mode: 'string' }).notNull(),
    ...dayFigures(),
    cumPageViews: int64().notNull().default(0),
    cumVisits: int64().notNull().default(0),
    cumAdClicks: int64().notNull().default(0),
    cumRevenueMicros: micros('cum_revenue_micros').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.day] }),
    index('parking_daily_seller_day_idx').on(t.sellerId, t.day, t.domainId),
  ],
)

/** The account's figures per UTC day: the sum of its domains' rows (account totals, charts). */
export const parkingAccountDaily = pgTable(
  'parking_account_daily',
  {
    sellerId: requiredRef(() => users.id, 'cascade'),
    day: date({ mode: 'string' }).notNull(),
    ...dayFigures(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day] })],
)

/**
 * A month of the seller's parking revenue posted to their balance (decision 531): one row per
 * seller and month, written once when the month closes, so posting twice is impossible.
 */
export const parkingEarnings = pgTable(
  'parking_earnings',
  {
    sellerId: requiredRef(() => users.id, 'cascade'),
    /** The first day of the month, yyyy-MM-01. */
    month: date({ mode: 'string' }).notNull(),
    revenueMicros: micros('revenue_micros').notNull(),
    grossMicros: micros('gross_micros').notNull(),
    /** The parking payout that paid it; null while it is carried over. */
    payoutId: uuid(),
    postedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.month] })],
)

/** A payout of carried parking earnings with the account's payout method (spec §7 payments). */
export const parkingPayouts = pgTable(
  'parking_payouts',
  {
    id: randomId(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    amountMicros: micros('amount_micros').notNull(),
    /** The month whose close made the balance due, yyyy-MM-01. */
    month: date({ mode: 'string' }).notNull(),
    status: text().$type<PayoutStatus>().notNull().default('OPEN'),
    ...payoutDestination(),
    ...payoutOutcome(),
    ...timestamps(),
  },
  (t) => [index('parking_payouts_seller_idx').on(t.sellerId, t.createdAt)],
)

export type ParkingDailyRow = typeof parkingDaily.$inferSelect
export type ParkingEarningRow = typeof parkingEarnings.$inferSelect
export type ParkingPayoutRow = typeof parkingPayouts.$inferSelect

/**
 * Parking setup of one domain (spec §2 "opens parking setup"): the last real DNS check of its
 * nameservers or records, and whether its parked page is live.
 */
export const parkingSetups = pgTable(
  'parking_setups',
  {
    domainId: requiredRef(() => domains.id, 'cascade').primaryKey(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    isLive: boolean().notNull().default(false),
    /** What the last check found wrong, as a message key; null when live or never checked. */
    problem: text(),
    checkedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [index('parking_setups_seller_idx').on(t.sellerId, t.domainId)],
)
