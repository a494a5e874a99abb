import type { LeadActivity, LeadView } from '@namefolio/core/negotiations/leads.contract'
import type { ActivityType } from '@namefolio/core/negotiations/negotiation-status'
import type { Db } from '../../db/client.ts'
import type { NewLeadRow } from '../../db/schema/leads.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { appendActivity } from './lead-activities.repository.ts'
import type { LeadNotice, LeadNoticeKind } from './lead-notifier.ts'
import type { LeadRecord } from './lead-view.ts'
import { updateLead } from './leads.repository.ts'

type Party = 'buyer' | 'seller' | 'broker'
export type LeadEvent =
  'Offer' | 'Message' | 'OfferDecline' | 'OfferAccept' | 'CloseNegotiation' | 'LockNegotiation'

/** A change the seller's offer rule makes for them (issue 24): which rule, and its reply. */
export type RuleAutomation = { ruleId: string; message: string | null }

/**
 * One change to a lead, inside its transaction: who makes it, from which view, and when;
 * `automation` when an offer rule makes it on the seller's behalf.
 */
export type LeadChange = {
  tx: Db
  lead: LeadRecord
  view: LeadView
  user: UserRow
  at: Date
  automation?: RuleAutomation
}

/** The party whose name an activity carries; an admin acts on the seller's side. */
export function partyOf(view: LeadView): Party {
  return view === 'admin' ? 'seller' : view
}

function activityType(view: LeadView, event: LeadEvent): ActivityType {
  const party = partyOf(view)
  return `${party.charAt(0).toUpperCase()}${party.slice(1)}${event}` as ActivityType
}

export function partiesOf(lead: LeadRecord): string[] {
  return [lead.buyerId, lead.sellerId, ...(lead.brokerId ? [lead.brokerId] : [])]
}

/** Who hears about what the viewer did. */
function recipientsFor(lead: LeadRecord, view: LeadView): string[] {
  const self =
    view === 'buyer'
      ? lead.buyerId
      : view === 'broker'
        ? lead.brokerId
        : view === 'seller'
          ? lead.sellerId
          : null
  // A buyer's move goes to the seller's side; a broker's to the buyer and the seller.
  return partiesOf(lead).filter((id) => id !== self)
}

export function leadNotice(
  change: Pick<LeadChange, 'lead' | 'view'>,
  kind: LeadNoticeKind,
  offerMicros: number | null = null,
): LeadNotice {
  const { lead, view } = change
  return {
    kind,
    leadId: lead.id,
    sellerId: lead.sellerId,
    domainName: lead.domainName,
    offerMicros,
    recipientIds: recipientsFor(lead, view),
  }
}

/** Appends one activity and returns the lead fields every event moves (last event, read flags). */
export async function recordEvent(
  change: LeadChange,
  event: LeadEvent,
  extra: {
    offerMicros?: number | null
    message?: string | null
    data?: LeadActivity['data']
  } = {},
): Promise<Partial<NewLeadRow>> {
  const { tx, lead, view, user, at, automation } = change
  const type = activityType(view, event)
  await appendActivity(tx, {
    leadId: lead.id,
    sellerId: lead.sellerId,
    type,
    actor: view,
    actorUserId: user.id,
    offerMicros: extra.offerMicros ?? null,
    // A rule's reply template is the message of the answer it makes (issue 24).
    message: extra.message ?? automation?.message ?? null,
    data: {
      ...extra.data,
      ...(automation ? { offerRuleId: automation.ruleId } : {}),
    },
    createdAt: at,
  })
  const reads: Partial<NewLeadRow> =
    view === 'buyer'
      ? { buyerRead: true, sellerRead: false, brokerRead: false }
      : view === 'seller'
        ? { sellerRead: true, buyerRead: false }
        : view === 'broker'
          ? { brokerRead: true, sellerRead: false, buyerRead: false }
          : { buyerRead: false }
  return {
    ...reads,
    lastEventType: type,
    lastEventParty: partyOf(view),
    lastEventAt: at,
    updatedAt: at,
  }
}

/** A job's event (actor `system`): appends its activity and moves the lead by `patch`. */
export async function recordSystemEvent(
  tx: Db,
  lead: Pick<LeadRecord, 'id' | 'sellerId'>,
  event: { type: ActivityType; offerMicros: number | null; data: LeadActivity['data'] },
  at: Date,
  patch: Partial<NewLeadRow>,
): Promise<void> {
  await appendActivity(tx, {
    leadId: lead.id,
    sellerId: lead.sellerId,
    type: event.type,
    actor: 'system',
    actorUserId: null,
    offerMicros: event.offerMicros,
    data: event.data,
    createdAt: at,
  })
  await updateLead(tx, lead.id, {
    ...patch,
    lastEventType: event.type,
    lastEventParty: 'system',
    lastEventAt: at,
    updatedAt: at,
  })
}
