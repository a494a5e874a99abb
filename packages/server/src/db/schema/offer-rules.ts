import { sql } from 'drizzle-orm'
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { OfferRuleCounter } from '@namefolio/core/negotiations/offer-rules.contract'
import { domains } from './domains.ts'
import { users } from './users.ts'
import { micros, optionalRef, randomId, requiredRef, timestamps } from './columns.ts'

/**
 * Offer rules (issue 24): one portfolio rule per seller (no domain) and at most one rule per
 * domain; deleting the domain deletes its rule. Money in integer micros.
 */
export const offerRules = pgTable(
  'offer_rules',
  {
    id: randomId(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    domainId: optionalRef(() => domains.id, 'cascade'),
    acceptAtOrAboveMicros: micros('accept_at_or_above_micros'),
    counter: jsonb().$type<OfferRuleCounter>(),
    declineBelowMicros: micros('decline_below_micros'),
    replyTemplate: text().notNull().default(''),
    paused: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('offer_rules_seller_portfolio_key')
      .on(t.sellerId)
      .where(sql`domain_id is null`),
    uniqueIndex('offer_rules_seller_domain_key')
      .on(t.sellerId, t.domainId)
      .where(sql`domain_id is not null`),
  ],
)

export type OfferRuleRow = typeof offerRules.$inferSelect
