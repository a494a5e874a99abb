import {
  OFFER_RULE_ERRORS,
  type OfferRule,
  type OfferRuleValues,
} from '@namefolio/core/negotiations/offer-rules.contract'
import type { Db } from '../../db/client.ts'
import type { OfferRuleRow } from '../../db/schema/offer-rules.ts'
import { AppError } from '../../http/app-error.ts'
import {
  findSellerDomain,
  findSellerRule,
  upsertScopeRule,
  withSellerRulesLock,
} from './offer-rules.repository.ts'

/** A stored rule as the API answers it. */
export function presentOfferRule(row: OfferRuleRow & { domainName: string | null }): OfferRule {
  return {
    id: row.id,
    domainName: row.domainName,
    acceptAtOrAboveMicros: row.acceptAtOrAboveMicros,
    counter: row.counter,
    declineBelowMicros: row.declineBelowMicros,
    replyTemplate: row.replyTemplate,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * Saves the seller's rule for a scope, replacing the one there (issue 24): the portfolio rule
 * when `domainName` is null, else the rule of that domain, which must be the seller's own (a
 * name the seller does not hold is refused like a name that does not exist, decision 1100).
 */
export async function saveOfferRule(
  db: Db,
  sellerId: string,
  input: OfferRuleValues,
): Promise<OfferRule> {
  const { domainName, ...values } = input
  return withSellerRulesLock(db, sellerId, async (tx) => {
    let domainId: string | null = null
    if (domainName !== null) {
      const domain = await findSellerDomain(tx, sellerId, domainName)
      if (domain === null) {
        throw new AppError('VALIDATION', `${domainName} is not in your portfolio.`, {
          fields: [{ field: 'domainName', code: OFFER_RULE_ERRORS.domainNotFound }],
        })
      }
      domainId = domain.id
    }
    const row = await upsertScopeRule(tx, sellerId, domainId, values)
    const saved = await findSellerRule(tx, sellerId, row.id)
    return presentOfferRule(saved ?? { ...row, domainName })
  })
}
