import { decideOfferByRules } from '@namefolio/core/negotiations/offer-rules'
import type { LeadDetail } from '@namefolio/core/negotiations/leads.contract'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { acceptOffer } from './accept-offer.ts'
import { declineOffer } from './decline-offer.ts'
import { getLead } from './get-lead.ts'
import type { LeadChange } from './lead-events.ts'
import { changeLead, type LeadsContext } from './lead-mutation.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { findUserById } from './lead-parties.repository.ts'
import { hasStandingOffer } from './lead-view.ts'
import { findLeadRecord } from './leads.repository.ts'
import { makeOffer } from './make-offer.ts'

/**
 * The seller's offer rule answers the buyer's offer that just arrived, on the seller's behalf,
 * through the very use cases the seller's own click runs (issue 24): so notices, agreements
 * and payment windows follow as they would, and each activity names the rule. Decided again on
 * the locked lead, so a seller's own answer in between wins.
 */
async function answerByRule(change: LeadChange, ctx: LeadsContext): Promise<LeadNotice[]> {
  const { lead, at } = change
  if (!ctx.offerRules || lead.lastOfferBy !== 'buyer' || !hasStandingOffer(lead, at)) return []
  const rules = await ctx.offerRules(change.tx, lead.sellerId, lead.domainId)
  const decision = decideOfferByRules({
    ...rules,
    offerMicros: lead.lastOfferMicros as number,
    prices: {
      buyNowMicros: lead.buyNowPriceMicros,
      floorMicros: lead.floorPriceMicros,
      minBidMicros: lead.minBidPriceMicros,
    },
    sellerOfferMicros: lead.sellerOfferMicros,
    negotiation: lead,
  })
  if (decision.action === 'none') return []
  const byRule: LeadChange = {
    ...change,
    automation: { ruleId: decision.ruleId, message: decision.message },
  }
  if (decision.action === 'accept') return acceptOffer(byRule)
  if (decision.action === 'decline') return declineOffer(byRule)
  return makeOffer(byRule, {
    offerMicros: decision.offerMicros,
    ...(decision.message ? { message: decision.message } : {}),
  })
}

/**
 * After a buyer's offer: lets the seller's rule answer it, then answers the lead as `viewer`
 * now sees it. A rule the lead cannot take (a broker negotiates, another buyer holds an
 * agreement) leaves the offer to the seller: the buyer's offer stands either way.
 */
export async function applyOfferRule(
  ctx: LeadsContext,
  viewer: UserRow,
  arrived: LeadDetail,
): Promise<LeadDetail> {
  if (!ctx.offerRules) return arrived
  const lead = await findLeadRecord(ctx.db, arrived.id)
  if (!lead || lead.lastOfferBy !== 'buyer' || !lead.hasActiveOffer) return arrived
  const seller = await findUserById(ctx.db, lead.sellerId)
  if (!seller) return arrived
  try {
    await changeLead(ctx, seller, lead.id, (change) => answerByRule(change, ctx))
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error
    return arrived
  }
  return getLead(ctx, viewer, lead.id)
}
