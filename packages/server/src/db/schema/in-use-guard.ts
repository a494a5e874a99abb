import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import type { SiteVerdict } from '@namefolio/core/in-use-guard/site-judgement'
import { domains } from './domains.ts'
import { users } from './users.ts'
import { extensionKey, requiredRef, timestamps, timestamptz, updatedAt } from './columns.ts'

/**
 * The in-use guard's view of one listed domain (issue 24, decision 1141): what the last check
 * saw, when the next is due, and `pausedAt` while buy-now is paused because a site was seen.
 * A row exists only once a domain has been checked.
 */
export const domainInUseChecks = pgTable(
  'domain_in_use_checks',
  {
    domainId: extensionKey(() => domains.id),
    sellerId: requiredRef(() => users.id, 'cascade'),
    pausedAt: timestamptz(),
    evidence: text(),
    lastVerdict: text().$type<SiteVerdict>(),
    lastCheckedAt: timestamptz(),
    nextCheckAt: timestamptz().notNull().defaultNow(),
    resumedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('domain_in_use_checks_paused_idx')
      .on(t.sellerId, t.pausedAt)
      .where(sql`${t.pausedAt} is not null`),
  ],
)
export type DomainInUseCheckRow = typeof domainInUseChecks.$inferSelect

/** Where the guard's walk over the domains stands (decision 1142): one row. */
export const inUseGuardCursor = pgTable(
  'in_use_guard_cursor',
  {
    id: smallint().primaryKey().default(1),
    lastDomainId: uuid(),
    passes: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('in_use_guard_cursor_one_row', sql`${t.id} = 1`)],
)
