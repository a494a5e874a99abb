import type { OfferRule, OfferRuleList } from '@namefolio/core/negotiations/offer-rules.contract'
import type { OfferRuleTerms } from '@namefolio/core/negotiations/offer-rules'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import {
  deleteSellerRule,
  findRulesForDomain,
  findSellerRule,
  listSellerRules,
  setRulePaused,
} from './offer-rules.repository.ts'
import { presentOfferRule } from './save-offer-rule.ts'

/** The seller's portfolio rule and domain rules (only `domainName`'s when given). */
export async function listOfferRules(
  db: Db,
  sellerId: string,
  domainName?: string,
): Promise<OfferRuleList> {
  const rows = (await listSellerRules(db, sellerId, domainName)).map(presentOfferRule)
  return {
    portfolio: rows.find((r) => r.domainName === null) ?? null,
    domains: rows.filter((r) => r.domainName !== null),
  }
}

/**
 * Pauses or resumes a rule: a paused rule answers nothing, and a paused domain rule keeps
 * the portfolio rule off that domain too (decision 1100). Another seller's rule is a 404.
 */
export async function setOfferRulePaused(
  db: Db,
  sellerId: string,
  ruleId: string,
  paused: boolean,
): Promise<OfferRule> {
  const row = await setRulePaused(db, sellerId, ruleId, paused)
  const named = row === null ? null : await findSellerRule(db, sellerId, row.id)
  if (named === null) throw new AppError('NOT_FOUND', 'No such offer rule.')
  return presentOfferRule(named)
}

/** Deletes one of the seller's rules; false when the seller has no such rule. */
export function removeOfferRule(db: Db, sellerId: string, ruleId: string): Promise<boolean> {
  return deleteSellerRule(db, sellerId, ruleId)
}

/** What an arriving offer on the domain reads: its own rule and the portfolio rule. */
export async function findOfferRulesForDomain(
  db: Db,
  sellerId: string,
  domainId: string,
): Promise<{ domainRule: OfferRuleTerms | null; portfolioRule: OfferRuleTerms | null }> {
  const { domainRule, portfolioRule } = await findRulesForDomain(db, sellerId, domainId)
  return {
    domainRule: domainRule && presentOfferRule({ ...domainRule, domainName: null }),
    portfolioRule: portfolioRule && presentOfferRule({ ...portfolioRule, domainName: null }),
  }
}
