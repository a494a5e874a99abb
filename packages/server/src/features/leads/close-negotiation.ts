import { LEAD_ERRORS, type LeadPatch } from '@namefolio/core/negotiations/leads.contract'
import {
  CLOSE_STATUS,
  closeStageFor,
  reopenStatusOf,
} from '@namefolio/core/negotiations/negotiation-machine'
import { closeActionsFor } from '@namefolio/core/negotiations/negotiation-status'
import { AppError } from '../../http/app-error.ts'
import { answerOffer } from './answer-offer.ts'
import { assertNegotiates, assertNegotiationAllows } from './lead-access.ts'
import { cancelAgreedPrices } from './lead-agreements.repository.ts'
import { type LeadChange, leadNotice, recordEvent } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { viewerRoleOf } from './lead-view.ts'
import { updateLead } from './leads.repository.ts'
import { unlockNegotiation } from './unlock-negotiation.ts'

type Close = NonNullable<LeadPatch['close']>

/** The message or decline a close action sends before the close itself (spec §4). */
async function sayBeforeClosing(change: LeadChange, close: Close): Promise<LeadNotice[]> {
  const { lead, view } = change
  if (close.action === 'messageOnly') {
    if (!close.message) {
      throw new AppError('VALIDATION', 'Write the message.', {
        fields: [{ field: 'close.message', code: LEAD_ERRORS.messageRequired }],
      })
    }
    assertNegotiates(lead, view)
    await recordEvent(change, 'Message', { message: close.message })
    return [leadNotice(change, 'message')]
  }
  if (close.action === 'offerDeclined') {
    const { priceMicros } = await answerOffer(change, 'OfferDecline')
    if (close.message) await recordEvent(change, 'Message', { message: close.message })
    return [leadNotice(change, 'declined', priceMicros)]
  }
  if (!close.message) return []
  await recordEvent(change, 'Message', { message: close.message })
  return [leadNotice(change, 'message')]
}

/**
 * Closes a negotiation with one of the viewer's close actions, or reopens it (spec §4 close
 * actions, decision 401). Closing other than as sold cancels an agreed price.
 */
export async function closeNegotiation(change: LeadChange, close: Close): Promise<LeadNotice[]> {
  const { tx, lead, view, at } = change
  if (close.action === 'unlockNegotiations') return unlockNegotiation(change)
  if (!closeActionsFor(viewerRoleOf(view)).includes(close.action)) {
    throw new AppError('FORBIDDEN', `A ${view} cannot close with ${close.action}.`, {
      fields: [{ field: 'close.action', code: LEAD_ERRORS.closeAction }],
    })
  }
  assertNegotiationAllows(lead, 'close', 'Already closed.')
  const notices = await sayBeforeClosing(change, close)
  const moved = await recordEvent(change, 'CloseNegotiation', {
    data: { closeAction: close.action, closeReason: close.reason },
  })
  const isSold = close.action === 'sold'
  if (!isSold) await cancelAgreedPrices(tx, lead.id, at)
  await updateLead(tx, lead.id, {
    ...moved,
    status: CLOSE_STATUS[close.action],
    statusBeforeClose: reopenStatusOf(lead, isSold),
    stage: closeStageFor(close.action),
    locked: true,
    closedBy: view,
    closeReason: close.reason,
    hasActiveOffer: false,
  })
  return notices
}
