import { LEAD_ERRORS } from '@namefolio/core/negotiations/leads.contract'
import { unlockedStatusOf } from '@namefolio/core/negotiations/negotiation-machine'
import { AppError } from '../../http/app-error.ts'
import { appendActivity } from './lead-activities.repository.ts'
import { assertNegotiationAllows } from './lead-access.ts'
import type { LeadChange } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { canUnlockLead } from './lead-view.ts'
import { updateLead } from './leads.repository.ts'

/** Reopens a closed negotiation where it stood before closing (decision 401). */
export async function unlockNegotiation(change: LeadChange): Promise<LeadNotice[]> {
  const { tx, lead, view, user, at } = change
  assertNegotiationAllows(lead, 'unlock')
  if (!canUnlockLead(lead, view)) {
    throw new AppError('FORBIDDEN', 'Only the seller, or the buyer who closed it, can reopen it.', {
      fields: [{ field: 'locked', code: LEAD_ERRORS.unlock }],
    })
  }
  await appendActivity(tx, {
    leadId: lead.id,
    sellerId: lead.sellerId,
    type: 'UnlockNegotiation',
    actor: view,
    actorUserId: user.id,
    createdAt: at,
  })
  const { status, stage } = unlockedStatusOf({
    statusBeforeClose: lead.statusBeforeClose,
    hasOffers: lead.lastOfferBy !== null,
  })
  await updateLead(tx, lead.id, {
    status,
    stage,
    statusBeforeClose: null,
    locked: false,
    closedBy: null,
    closeReason: null,
    lastEventType: 'UnlockNegotiation',
    lastEventParty: 'system',
    lastEventAt: at,
    updatedAt: at,
  })
  return []
}
