import type { MessageInput } from '@namefolio/core/negotiations/leads.contract'
import type { NegotiationStatus } from '@namefolio/core/negotiations/negotiation-status'
import { requireFeature } from '../../http/feature-gate.ts'
import { assertNegotiates, assertNegotiationAllows } from './lead-access.ts'
import { type LeadChange, leadNotice, recordEvent } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { updateLead } from './leads.repository.ts'

/**
 * A message to the other side; the seller's side answering a new lead starts the negotiation.
 */
export async function sendMessage(change: LeadChange, input: MessageInput): Promise<LeadNotice[]> {
  const { tx, lead, view } = change
  assertNegotiates(lead, view)
  assertNegotiationAllows(lead, 'message')
  // A broker's messages are the switchboard's brokerMessaging (spec §6, decision 1328).
  if (view === 'broker') await requireFeature(tx, change.user.id, 'brokerMessaging')
  const moved = await recordEvent(change, 'Message', { message: input.message })
  const status: NegotiationStatus =
    lead.status === 'NEW' && view !== 'buyer' ? 'NEGOTIATING' : lead.status
  await updateLead(tx, lead.id, {
    ...moved,
    status,
    ...(status !== lead.status ? { stage: 'NEGOTIATION' as const } : {}),
  })
  return [leadNotice(change, 'message')]
}
