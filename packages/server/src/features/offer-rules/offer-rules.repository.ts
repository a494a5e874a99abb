import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { OfferRuleValues } from '@namefolio/core/negotiations/offer-rules.contract'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { offerRules, type OfferRuleRow } from '../../db/schema/offer-rules.ts'

/** A rule with the name of its domain (null for the portfolio rule). */
export type NamedOfferRuleRow = OfferRuleRow & { domainName: string | null }

export type OfferRuleTermsValues = Omit<OfferRuleValues, 'domainName'>

const named = { rule: offerRules, domainName: domains.name }
const toNamed = (r: { rule: OfferRuleRow; domainName: string | null }): NamedOfferRuleRow => ({
  ...r.rule,
  domainName: r.domainName,
})

/**
 * The seller's rules: the portfolio rule first, then domain rules by name; with `domainName`,
 * the portfolio rule and that domain's rule only.
 */
export async function listSellerRules(
  db: Db,
  sellerId: string,
  domainName?: string,
): Promise<NamedOfferRuleRow[]> {
  const rows = await db
    .select(named)
    .from(offerRules)
    .leftJoin(domains, eq(domains.id, offerRules.domainId))
    .where(
      and(
        eq(offerRules.sellerId, sellerId),
        domainName === undefined
          ? undefined
          : or(isNull(offerRules.domainId), eq(domains.name, domainName)),
      ),
    )
    .orderBy(sql`${domains.name} nulls first`, asc(offerRules.id))
  return rows.map(toNamed)
}

/** One of the seller's domains by name, or null when the seller has no such domain. */
export async function findSellerDomain(
  db: Db,
  sellerId: string,
  domainName: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, domainName)))
    .limit(1)
  return row ?? null
}

/**
 * Runs `work` in a transaction holding the seller's offer-rules lock, so two saves of the same
 * scope at once cannot both insert.
 */
export async function withSellerRulesLock<T>(
  db: Db,
  sellerId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`offer_rules:${sellerId}`}))`)
    return work(tx as unknown as Db)
  })
}

/** Saves the rule of a scope (a domain, or the portfolio when `domainId` is null). */
export async function upsertScopeRule(
  db: Db,
  sellerId: string,
  domainId: string | null,
  values: OfferRuleTermsValues,
): Promise<OfferRuleRow> {
  const scope = and(
    eq(offerRules.sellerId, sellerId),
    domainId === null ? isNull(offerRules.domainId) : eq(offerRules.domainId, domainId),
  )
  const [updated] = await db
    .update(offerRules)
    .set({ ...values, updatedAt: new Date() })
    .where(scope)
    .returning()
  if (updated) return updated
  const [inserted] = await db
    .insert(offerRules)
    .values({ sellerId, domainId, ...values })
    .returning()
  return inserted!
}

/** Pauses or resumes one of the seller's rules; null when the seller has no such rule. */
export async function setRulePaused(
  db: Db,
  sellerId: string,
  ruleId: string,
  paused: boolean,
): Promise<OfferRuleRow | null> {
  const [row] = await db
    .update(offerRules)
    .set({ paused, updatedAt: new Date() })
    .where(and(eq(offerRules.sellerId, sellerId), eq(offerRules.id, ruleId)))
    .returning()
  return row ?? null
}

export async function findSellerRule(
  db: Db,
  sellerId: string,
  ruleId: string,
): Promise<NamedOfferRuleRow | null> {
  const [row] = await db
    .select(named)
    .from(offerRules)
    .leftJoin(domains, eq(domains.id, offerRules.domainId))
    .where(and(eq(offerRules.sellerId, sellerId), eq(offerRules.id, ruleId)))
    .limit(1)
  return row ? toNamed(row) : null
}

/** Whether the seller had the rule (and it is now gone). */
export async function deleteSellerRule(db: Db, sellerId: string, ruleId: string): Promise<boolean> {
  const rows = await db
    .delete(offerRules)
    .where(and(eq(offerRules.sellerId, sellerId), eq(offerRules.id, ruleId)))
    .returning({ id: offerRules.id })
  return rows.length > 0
}

/** The domain's own rule and the portfolio rule of its seller, as an arriving offer needs them. */
export async function findRulesForDomain(
  db: Db,
  sellerId: string,
  domainId: string,
): Promise<{ domainRule: OfferRuleRow | null; portfolioRule: OfferRuleRow | null }> {
  const rows = await db
    .select()
    .from(offerRules)
    .where(
      and(
        eq(offerRules.sellerId, sellerId),
        or(isNull(offerRules.domainId), eq(offerRules.domainId, domainId)),
      ),
    )
  return {
    domainRule: rows.find((r) => r.domainId === domainId) ?? null,
    portfolioRule: rows.find((r) => r.domainId === null) ?? null,
  }
}
