import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { SellerApprovalStatus } from '@namefolio/core/account/account.constants'
import type { Db } from '../../db/client.ts'
import { cohortMembers, cohorts } from '../../db/schema/cohorts.ts'
import { domains } from '../../db/schema/domains.ts'
import { leads } from '../../db/schema/leads.ts'
import { transactions } from '../../db/schema/sales.ts'
import { users } from '../../db/schema/users.ts'

const RECENT_ROWS = 5

/** `%` and `_` typed by an admin are looked for as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Accounts whose e-mail, name or username contains `q`, newest first; `limit + 1` tells "more". */
export async function searchAccounts(db: Db, q: string, limit: number) {
  const pattern = likePattern(q)
  const where: SQL | undefined =
    q === ''
      ? undefined
      : or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(users.username, pattern))
  return db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1)
}

export async function findAccount(db: Db, userId: string, options: { lock?: boolean } = {}) {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null
  const query = db.select().from(users).where(eq(users.id, userId))
  const [row] = await (options.lock ? query.for('update') : query)
  return row ?? null
}

export async function setApprovalStatus(
  db: Db,
  userId: string,
  status: SellerApprovalStatus,
): Promise<void> {
  await db
    .update(users)
    .set({ approvalStatus: status, updatedAt: new Date() })
    .where(eq(users.id, userId))
}

/** Read-only views of one account for its page: counts, portfolio by status, recent deals. */
export async function readAccountActivity(db: Db, userId: string) {
  const [domainCount, leadCount, saleCount, portfolio, recentLeads, recentSales, cohortNames] =
    await Promise.all([
      db.select({ n: count() }).from(domains).where(eq(domains.sellerId, userId)),
      db.select({ n: count() }).from(leads).where(eq(leads.sellerId, userId)),
      db.select({ n: count() }).from(transactions).where(eq(transactions.sellerId, userId)),
      db
        .select({ status: domains.status, count: count() })
        .from(domains)
        .where(eq(domains.sellerId, userId))
        .groupBy(domains.status),
      db
        .select({
          id: leads.id,
          domainName: leads.domainName,
          stage: leads.stage,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(eq(leads.sellerId, userId))
        .orderBy(desc(leads.createdAt))
        .limit(RECENT_ROWS),
      db
        .select({
          id: transactions.id,
          domainName: transactions.domainName,
          status: transactions.status,
          priceMicros: transactions.salePriceMicros,
          createdAt: transactions.createdAt,
        })
        .from(transactions)
        .where(eq(transactions.sellerId, userId))
        .orderBy(desc(transactions.createdAt))
        .limit(RECENT_ROWS),
      db
        .select({ name: cohorts.name })
        .from(cohortMembers)
        .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
        .where(eq(cohortMembers.userId, userId))
        .orderBy(cohorts.name),
    ])
  return {
    counts: {
      domains: domainCount[0]?.n ?? 0,
      leads: leadCount[0]?.n ?? 0,
      sales: saleCount[0]?.n ?? 0,
    },
    portfolio,
    recentLeads,
    recentSales,
    /** The named cohorts the account is a member of; percentage rollouts are computed. */
    cohorts: cohortNames.map((c) => c.name),
  }
}

/** Accounts waiting for an admin's approval and suspended ones, for the console's overview. */
export async function countAccountsByApproval(db: Db) {
  const rows = await db
    .select({ status: users.approvalStatus, n: count() })
    .from(users)
    .where(and(inArray(users.approvalStatus, ['PendingApproval', 'Suspended'])))
    .groupBy(users.approvalStatus)
  const of = (status: SellerApprovalStatus) => rows.find((r) => r.status === status)?.n ?? 0
  return { pendingApproval: of('PendingApproval'), suspended: of('Suspended') }
}
