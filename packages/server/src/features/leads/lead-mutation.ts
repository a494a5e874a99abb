import type { LeadDetail } from '@namefolio/core/negotiations/leads.contract'
import type { OfferRuleTerms } from '@namefolio/core/negotiations/offer-rules'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { getLead } from './get-lead.ts'
import { leadNotFound, viewOfLead } from './lead-access.ts'
import type { LeadChange } from './lead-events.ts'
import type { LeadNotice, LeadNotifier } from './lead-notifier.ts'
import { findLeadRecord } from './leads.repository.ts'

export type LeadsServiceDeps = {
  db: Db
  notifier: LeadNotifier
  now?: () => Date
  /** Told when an agreement reserves a domain, so landers stop offering Buy Now at once. */
  listingChanges?: ListingChanges | undefined
  /** The seller's offer rules for a domain; without it no offer is answered automatically. */
  offerRules?: OfferRulesLookup | undefined
}

/** Reads the domain's own offer rule and its seller's portfolio rule (issue 24). */
export type OfferRulesLookup = (
  db: Db,
  sellerId: string,
  domainId: string,
) => Promise<{ domainRule: OfferRuleTerms | null; portfolioRule: OfferRuleTerms | null }>

/** The service's dependencies with the clock settled. */
export type LeadsContext = Omit<LeadsServiceDeps, 'now'> & { now: () => Date }

/** A use case's step inside the transaction; it answers the notices to send. */
export type LeadStep = (change: LeadChange) => Promise<LeadNotice[]>

/**
 * Runs one change on a lead: locks it, finds the user's view of it, applies the step, records
 * and then mails its notices, and answers the lead as the user now sees it.
 */
export async function changeLead(
  ctx: LeadsContext,
  user: UserRow,
  leadId: string,
  step: LeadStep,
): Promise<LeadDetail> {
  const { db, notifier } = ctx
  const at = ctx.now()
  const notices = await db.transaction(async (tx) => {
    const lead = await findLeadRecord(tx, leadId, { forUpdate: true })
    const view = lead ? viewOfLead(user, lead) : null
    if (!lead || !view) throw leadNotFound()
    const made = await step({ tx, lead, view, user, at })
    await notifier.record(tx, made, at)
    return made
  })
  await notifier.mail(db, notices)
  // An agreement reserves its domain for the buyer until paid or the window passes (decision 962).
  const reserved = notices.filter((n) => n.agreement !== undefined).map((n) => n.domainName)
  if (reserved.length > 0) ctx.listingChanges?.changed(reserved)
  return getLead(ctx, user, leadId)
}
