import {
  type CreateLeadInput,
  LEAD_ERRORS,
  type LeadDetail,
} from '@namefolio/core/negotiations/leads.contract'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { getLead } from './get-lead.ts'
import { conflict } from './lead-access.ts'
import { appendActivity } from './lead-activities.repository.ts'
import { changeLead, type LeadsContext } from './lead-mutation.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { assertOfferFollowsRules, makeOffer, offerExpiryFrom } from './make-offer.ts'
import {
  findDomainByName,
  findLiveLead,
  insertLead,
  refreshUniqueOffersCount,
} from './leads.repository.ts'

/** A buyer's offer on a listed domain: a new lead, or a new offer on the live one. */
export async function createLead(
  ctx: LeadsContext,
  user: UserRow,
  input: CreateLeadInput,
): Promise<LeadDetail> {
  const { db, notifier } = ctx
  if (!user.roles.includes('buyer')) throw new AppError('FORBIDDEN', 'Offers need the buyer role.')
  const domain = await findDomainByName(db, input.domainName)
  if (!domain) throw new AppError('NOT_FOUND', `${input.domainName} is not on Namefolio.`)
  if (domain.sellerId === user.id) {
    throw new AppError('VALIDATION', 'You own this domain.', {
      fields: [{ field: 'domainName', code: LEAD_ERRORS.ownDomain }],
    })
  }
  if (domain.status !== 'ACTIVE' || domain.soldAt !== null) {
    throw conflict(LEAD_ERRORS.notListed, `${domain.name} is not for sale.`)
  }
  const live = await findLiveLead(db, domain.id, user.id)
  if (live) {
    const offer = {
      offerMicros: input.offerMicros,
      ...(input.message ? { message: input.message } : {}),
    }
    return changeLead(ctx, user, live.id, (change) => makeOffer(change, offer))
  }
  assertOfferFollowsRules(
    {
      buyerOfferMicros: null,
      sellerOfferMicros: null,
      buyNowPriceMicros: domain.buynowPriceMicros,
      floorPriceMicros: domain.floorPriceMicros,
      minBidPriceMicros: domain.minbidPriceMicros,
    },
    'buyer',
    input.offerMicros,
  )
  const at = ctx.now()
  const created = await db.transaction(async (tx) => {
    const id = await insertLead(tx, {
      sellerId: domain.sellerId,
      domainId: domain.id,
      domainName: domain.name,
      buyerId: user.id,
      status: 'NEW',
      stage: 'QUALIFYING',
      buyerOfferMicros: input.offerMicros,
      buyerOfferExpiry: offerExpiryFrom(at),
      lastOfferMicros: input.offerMicros,
      lastOfferBy: 'buyer',
      hasActiveOffer: true,
      buyerRead: true,
      sellerRead: false,
      lastEventType: 'BuyerOffer',
      lastEventParty: 'buyer',
      lastEventAt: at,
      createdAt: at,
      updatedAt: at,
    })
    await appendActivity(tx, {
      leadId: id,
      sellerId: domain.sellerId,
      type: 'BuyerOffer',
      actor: 'buyer',
      actorUserId: user.id,
      offerMicros: input.offerMicros,
      message: input.message || null,
      createdAt: at,
    })
    await refreshUniqueOffersCount(tx, domain.id)
    const made: LeadNotice[] = [
      {
        kind: 'offer',
        leadId: id,
        sellerId: domain.sellerId,
        domainName: domain.name,
        offerMicros: input.offerMicros,
        recipientIds: [domain.sellerId],
      },
    ]
    await notifier.record(tx, made, at)
    return { id, made }
  })
  await notifier.mail(db, created.made)
  return getLead(ctx, user, created.id)
}
