import { reopenStatusOf } from '@namefolio/core/negotiations/negotiation-machine'
import { assertNegotiationAllows } from './lead-access.ts'
import { type LeadChange, recordEvent } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { updateLead } from './leads.repository.ts'

/** Locks a negotiation without a close reason (spec §7 PATCH selfBrokered `locked: true`). */
export async function lockNegotiation(change: LeadChange): Promise<LeadNotice[]> {
  const { tx, lead, view } = change
  assertNegotiationAllows(lead, 'lock', 'Already closed.')
  const moved = await recordEvent(change, 'LockNegotiation')
  await updateLead(tx, lead.id, {
    ...moved,
    status: 'CLOSED_LOCKED',
    statusBeforeClose: reopenStatusOf(lead, true),
    locked: true,
    closedBy: view,
    hasActiveOffer: false,
  })
  return []
}
