import { LEAD_ERRORS, type SelfBrokeredPatch } from '@namefolio/core/negotiations/leads.contract'
import { reopenStatusOf } from '@namefolio/core/negotiations/negotiation-machine'
import { AppError } from '../../http/app-error.ts'
import { assertNegotiationAllows, conflict } from './lead-access.ts'
import type { LeadChange } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { findUserById } from './lead-parties.repository.ts'
import { updateLead } from './leads.repository.ts'

/** A lead waiting for a broker goes back to where it was once one is named or the ask dropped. */
function leaveBrokerWait(lead: LeadChange['lead']) {
  return lead.status === 'CLOSED_BROKERED'
    ? { status: reopenStatusOf(lead, true), statusBeforeClose: null }
    : {}
}

/**
 * The seller's side hands a lead to a broker, names one, or takes it back (decision 404):
 * `assignToBroker: false` drops the broker; a `brokerId` names one; `assignToBroker: true`
 * alone asks for any broker and parks the lead as CLOSED_BROKERED until one takes it.
 */
export async function assignBroker(
  change: LeadChange,
  patch: Pick<SelfBrokeredPatch, 'assignToBroker' | 'brokerId'>,
): Promise<LeadNotice[]> {
  const { tx, lead, view, at } = change
  if (view !== 'seller' && view !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only the seller assigns a broker.')
  }
  assertNegotiationAllows(lead, 'assignBroker')
  if (patch.assignToBroker === false) {
    await updateLead(tx, lead.id, {
      brokerId: null,
      assignToBroker: false,
      ...leaveBrokerWait(lead),
      updatedAt: at,
    })
    return []
  }
  if (patch.brokerId !== undefined) {
    const broker = await findUserById(tx, patch.brokerId)
    if (!broker || !broker.roles.includes('broker')) {
      throw new AppError('VALIDATION', 'That user is not a broker.', {
        fields: [{ field: 'brokerId', code: LEAD_ERRORS.notBroker }],
      })
    }
    if (lead.brokerId !== null && lead.brokerId !== broker.id) {
      throw conflict(LEAD_ERRORS.brokerAssigned, 'Another broker negotiates this lead.')
    }
    await updateLead(tx, lead.id, {
      brokerId: broker.id,
      assignToBroker: true,
      brokerRead: false,
      ...leaveBrokerWait(lead),
      updatedAt: at,
    })
    return []
  }
  if (view === 'admin') {
    throw new AppError('VALIDATION', 'Name the broker.', {
      fields: [{ field: 'brokerId', code: LEAD_ERRORS.notBroker }],
    })
  }
  if (lead.brokerId !== null) throw conflict(LEAD_ERRORS.brokerAssigned, 'A broker is assigned.')
  if (lead.status === 'CLOSED_BROKERED') return []
  assertNegotiationAllows(lead, 'requestBroker')
  await updateLead(tx, lead.id, {
    assignToBroker: true,
    status: 'CLOSED_BROKERED',
    statusBeforeClose: lead.status,
    updatedAt: at,
  })
  return []
}
