import type { Db } from '../../db/client.ts'
import type { LeadNotice, LeadNotifier } from './lead-notifier.ts'
import { recordSystemEvent } from './lead-events.ts'
import { lockExpiredOffers } from './leads.repository.ts'

const BATCH = 200

/**
 * Closes the offers whose expiry (buyerOfferExpiry, sellerOfferExpiry) has passed at `now`
 * (decision 402): the offer stops standing, the log records a decline by the other side with
 * `actor: system` and `data.expired`, and every party is told. Rows are locked with SKIP
 * LOCKED, so several workers never close the same offer twice. Returns how many it closed.
 */
export async function expireOffers(db: Db, now: Date, notifier: LeadNotifier): Promise<number> {
  let closed = 0
  for (;;) {
    const notices = await db.transaction(async (tx) => {
      const expired = await lockExpiredOffers(tx, now, BATCH)
      const made: LeadNotice[] = []
      for (const lead of expired) {
        const type = lead.lastOfferBy === 'buyer' ? 'SellerOfferDecline' : 'BuyerOfferDecline'
        const event = { offerMicros: lead.lastOfferMicros, data: { expired: true } }
        await recordSystemEvent(tx, lead, { type, ...event }, now, {
          hasActiveOffer: false,
          status: lead.status === 'NEW' ? 'NEGOTIATING' : lead.status,
          stage: 'NEGOTIATION',
          buyerRead: false,
          sellerRead: false,
          brokerRead: false,
        })
        made.push({
          kind: 'expired',
          leadId: lead.id,
          sellerId: lead.sellerId,
          domainName: lead.domainName,
          offerMicros: lead.lastOfferMicros,
          recipientIds: [lead.buyerId, lead.sellerId, ...(lead.brokerId ? [lead.brokerId] : [])],
        })
      }
      await notifier.record(tx, made, now)
      return made
    })
    closed += notices.length
    await notifier.mail(db, notices)
    if (notices.length < BATCH) return closed
  }
}
