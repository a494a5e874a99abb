import {
  dueReminder,
  isPaymentWindowOver,
  PAYMENT_REMINDER_DAYS,
} from '@namefolio/core/negotiations/payment-window'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { LeadNotice, LeadNotifier } from './lead-notifier.ts'
import {
  type AgreedPriceRow,
  lockAgreementsNeedingAction,
  updateAgreedPrice,
} from './lead-agreements.repository.ts'
import { recordSystemEvent } from './lead-events.ts'
import { findLeadRecord } from './leads.repository.ts'

const BATCH = 200

type DueAgreement = AgreedPriceRow & { domainName: string; brokerId: string | null }

export type SweepResult = { reminded: number; closed: number }

function noticeOf(
  agreement: DueAgreement,
  kind: 'paymentDue' | 'paymentWindowClosed',
  recipientIds: readonly string[],
): LeadNotice {
  return {
    kind,
    leadId: agreement.leadId,
    sellerId: agreement.sellerId,
    domainName: agreement.domainName,
    offerMicros: agreement.priceMicros,
    recipientIds,
    agreement: { id: agreement.id, buyerId: agreement.buyerId, deadline: agreement.deadlineAt },
  }
}

/**
 * The window passed unpaid (decision 962): the agreement expires, the lead closes as not
 * purchased with a system activity both sides read, and the domain, which the agreement
 * reserved, is for sale again with the settings it had (they were never changed).
 */
async function closeUnpaid(tx: Db, agreement: DueAgreement, now: Date): Promise<LeadNotice> {
  await updateAgreedPrice(tx, agreement.id, { status: 'EXPIRED', updatedAt: now })
  const lead = await findLeadRecord(tx, agreement.leadId, { forUpdate: true })
  if (lead !== null && lead.status === 'PRICE_AGREED') {
    const event = {
      type: 'SellerCloseNegotiation',
      offerMicros: agreement.priceMicros,
      data: { closeAction: 'stalled', closeReason: 'NOT_PURCHASED', paymentWindowPassed: true },
    } as const
    await recordSystemEvent(tx, lead, event, now, {
      status: 'CLOSED_STALLED',
      // Reopening gives a negotiation: the agreement itself is gone (decision 401).
      statusBeforeClose: 'NEGOTIATING',
      stage: 'CLOSED_LOST',
      locked: true,
      closedBy: 'system',
      closeReason: 'NOT_PURCHASED',
      hasActiveOffer: false,
      buyerRead: false,
      sellerRead: false,
      brokerRead: false,
    })
  }
  return noticeOf(agreement, 'paymentWindowClosed', [
    agreement.buyerId,
    agreement.sellerId,
    ...(agreement.brokerId ? [agreement.brokerId] : []),
  ])
}

/**
 * The payment-window job (decisions 960–963): reminds buyers 3 days and 1 day before the
 * deadline (once each: the sent reminder is stored on the agreement in the same
 * transaction as its notice) and closes the agreements whose window passed at `now`. Rows
 * are locked with SKIP LOCKED, so several workers never remind or close twice.
 */
export async function sweepPaymentWindows(
  db: Db,
  now: Date,
  notifier: LeadNotifier,
  listingChanges?: ListingChanges,
  /** Test controls only: one seller's agreements, so tests sharing a database stay apart. */
  sellerId?: string,
): Promise<SweepResult> {
  const result: SweepResult = { reminded: 0, closed: 0 }
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockAgreementsNeedingAction(tx, now, PAYMENT_REMINDER_DAYS, BATCH, sellerId)
      const made: LeadNotice[] = []
      const relisted: string[] = []
      for (const agreement of due) {
        if (isPaymentWindowOver(agreement.deadlineAt, now)) {
          made.push(await closeUnpaid(tx, agreement, now))
          relisted.push(agreement.domainName)
          continue
        }
        const days = dueReminder(agreement.deadlineAt, now, agreement.reminderDaysSent)
        if (days === null) continue
        await updateAgreedPrice(tx, agreement.id, { reminderDaysSent: days, updatedAt: now })
        made.push(noticeOf(agreement, 'paymentDue', [agreement.buyerId]))
      }
      await notifier.record(tx, made, now)
      return { made, relisted, size: due.length }
    })
    result.closed += batch.relisted.length
    result.reminded += batch.made.length - batch.relisted.length
    await notifier.mail(db, batch.made)
    if (batch.relisted.length > 0) listingChanges?.changed(batch.relisted)
    // Every row read was closed or reminded, so the next read sees only the rest.
    if (batch.size < BATCH) return result
  }
}
