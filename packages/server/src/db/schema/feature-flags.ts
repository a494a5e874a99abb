import { sql } from 'drizzle-orm'
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { FeatureFlagState } from '@namefolio/core/config/public-config.contract'
import { randomId, updatedAt } from './columns.ts'

/**
 * The switchboard (spec §3, §6): a flag is ineligible, off or on, for everyone
 * (cohort_id null) or for one cohort, which then overrides the general row.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: randomId(),
    key: text().notNull(),
    cohortId: text(),
    state: text().$type<FeatureFlagState>().notNull(),
    description: text().notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('feature_flags_key_cohort_key').on(t.key, sql`coalesce(${t.cohortId}, '')`)],
)

export type FeatureFlagRow = typeof featureFlags.$inferSelect
