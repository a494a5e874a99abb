import {
  validateCounterOffer,
  COUNTER_OFFER_ERRORS,
} from '@namefolio/core/negotiations/counter-offer'
import {
  agreedCheckoutPath,
  paymentDeadlineFor,
  paymentStateOf,
} from '@namefolio/core/negotiations/payment-window'
import {
  type AgreedPrice,
  type CreateLeadInput,
  LEAD_ERRORS,
  type LeadDetail,
  type LeadFolderCounts,
  type LeadPage,
  type LeadView,
  type ListLeadsQuery,
  type MessageInput,
  type MinorPatch,
  OFFER_EXPIRY_DAYS,
  type OfferInput,
  type LeadPatch,
  type SelfBrokeredPatch,
  type LeadActivity,
} from '@namefolio/core/negotiations/leads.contract'
import {
  type ActivityType,
  closeActionsFor,
  LEAD_FOLDERS,
  type LeadStage,
  type NegotiationStatus,
} from '@namefolio/core/negotiations/negotiation-status'
import { isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import { leads, type NewLeadRow } from '../../db/schema/leads.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { LeadNotice, LeadNoticeKind, LeadNotifier } from './lead-notifier.ts'
import {
  canAnswerOffer,
  canUnlockLead,
  hasStandingOffer,
  isClosed,
  isOpen,
  isSellerSidelined,
  type LeadRecord,
  leadActionsFor,
  sideOf,
  toLeadSummary,
  viewerRoleOf,
} from './lead-view.ts'
import {
  type AgreedPriceRow,
  appendActivity,
  cancelAgreedPrices,
  countLeadFolders,
  findAgreedPrice,
  findDomainByName,
  findLeadRecord,
  findLiveLead,
  findUserById,
  insertLead,
  isDomainReservedElsewhere,
  listActivityInputs,
  listBrokers,
  listLeadActivities,
  listLeadRecords,
  openAgreedPrice,
  refreshUniqueOffersCount,
  updateLead,
} from './leads.repository.ts'

const DAY_MS = 86_400_000

const isoOrNull = (d: Date | null) => (d === null ? null : d.toISOString())

/** The latest agreement with its window and the buyer's signals (decision 961). */
function toAgreedPrice(agreed: AgreedPriceRow, view: LeadView): AgreedPrice {
  const paymentState = paymentStateOf(agreed)
  return {
    id: agreed.id,
    buyerId: agreed.buyerId,
    priceMicros: agreed.priceMicros,
    status: agreed.status,
    createdAt: agreed.createdAt.toISOString(),
    deadline: agreed.deadlineAt.toISOString(),
    paymentState,
    checkoutOpenedAt: isoOrNull(agreed.checkoutOpenedAt),
    paymentStartedAt: isoOrNull(agreed.paymentStartedAt),
    paidAt: isoOrNull(agreed.paidAt),
    checkoutPath:
      view === 'buyer' && agreed.status === 'OPEN' ? agreedCheckoutPath(agreed.id) : null,
  }
}

type Party = 'buyer' | 'seller' | 'broker'
type Event =
  'Offer' | 'Message' | 'OfferDecline' | 'OfferAccept' | 'CloseNegotiation' | 'LockNegotiation'

function conflict(code: string, message: string): AppError {
  return new AppError('CONFLICT', message, { fields: [{ field: 'lead', code }] })
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'No such lead.')
}

/** The party whose name an activity carries; an admin acts on the seller's side. */
function partyOf(view: LeadView): Party {
  return view === 'admin' ? 'seller' : view
}

function activityType(view: LeadView, event: Event): ActivityType {
  const party = partyOf(view)
  return `${party.charAt(0).toUpperCase()}${party.slice(1)}${event}` as ActivityType
}

/** The lead's view for a user: own role on it first, then admin; null if none (decision 401). */
export function viewOfLead(user: UserRow, lead: LeadRecord): LeadView | null {
  if (lead.sellerId === user.id) return 'seller'
  if (lead.brokerId === user.id && user.roles.includes('broker')) return 'broker'
  if (lead.buyerId === user.id) return 'buyer'
  if (user.roles.includes('admin')) return 'admin'
  return null
}

export function defaultViewFor(user: UserRow): LeadView {
  if (user.roles.includes('seller')) return 'seller'
  if (user.roles.includes('broker')) return 'broker'
  if (user.roles.includes('buyer')) return 'buyer'
  if (user.roles.includes('admin')) return 'admin'
  return 'buyer'
}

function assertView(user: UserRow, view: LeadView): void {
  const needs = view === 'buyer' ? null : view
  if (needs !== null && !user.roles.includes(needs)) {
    throw new AppError('FORBIDDEN', `The ${view} view needs the ${view} role.`)
  }
}

const CLOSE_STATUS = {
  stalled: 'CLOSED_STALLED',
  sold: 'CLOSED_SOLD',
  archived: 'CLOSED_ARCHIVED',
  confused: 'CLOSED_CONFUSED',
  messageOnly: 'CLOSED_LOCKED',
  offerDeclined: 'CLOSED_LOCKED',
} as const satisfies Record<string, NegotiationStatus>

export type LeadsServiceDeps = {
  db: Db
  notifier: LeadNotifier
  now?: () => Date
  /** Told when an agreement reserves a domain, so landers stop offering Buy Now at once. */
  listingChanges?: ListingChanges | undefined
}

export function createLeadsService(deps: LeadsServiceDeps) {
  const { db, notifier } = deps
  const clock = deps.now ?? (() => new Date())

  function partiesOf(lead: LeadRecord): string[] {
    return [lead.buyerId, lead.sellerId, ...(lead.brokerId ? [lead.brokerId] : [])]
  }

  /** Who hears about what the viewer did. */
  function recipientsFor(lead: LeadRecord, view: LeadView): string[] {
    const all = partiesOf(lead)
    const self =
      view === 'buyer'
        ? lead.buyerId
        : view === 'broker'
          ? lead.brokerId
          : view === 'seller'
            ? lead.sellerId
            : null
    // A buyer's move goes to the seller's side; a broker's to the buyer and the seller.
    return all.filter((id) => id !== self)
  }

  function notice(
    lead: LeadRecord,
    view: LeadView,
    kind: LeadNoticeKind,
    offerMicros: number | null = null,
  ): LeadNotice {
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
  async function record(
    tx: Db,
    lead: LeadRecord,
    view: LeadView,
    user: UserRow,
    event: Event,
    at: Date,
    extra: {
      offerMicros?: number | null
      message?: string | null
      data?: LeadActivity['data']
    } = {},
  ): Promise<Partial<NewLeadRow>> {
    const type = activityType(view, event)
    await appendActivity(tx, {
      leadId: lead.id,
      sellerId: lead.sellerId,
      type,
      actor: view,
      actorUserId: user.id,
      offerMicros: extra.offerMicros ?? null,
      message: extra.message ?? null,
      data: extra.data ?? {},
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

  async function mutate(
    user: UserRow,
    leadId: string,
    step: (tx: Db, lead: LeadRecord, view: LeadView, at: Date) => Promise<LeadNotice[]>,
  ): Promise<LeadDetail> {
    const at = clock()
    const notices = await db.transaction(async (tx) => {
      const lead = await findLeadRecord(tx, leadId, { forUpdate: true })
      const view = lead ? viewOfLead(user, lead) : null
      if (!lead || !view) throw notFound()
      const made = await step(tx, lead, view, at)
      await notifier.record(tx, made, at)
      return made
    })
    await notifier.mail(db, notices)
    // An agreement reserves its domain for the buyer until paid or the window passes (decision 962).
    const reserved = notices.filter((n) => n.agreement !== undefined).map((n) => n.domainName)
    if (reserved.length > 0) deps.listingChanges?.changed(reserved)
    return getLead(user, leadId)
  }

  function assertNegotiates(lead: LeadRecord, view: LeadView): void {
    if (view === 'admin') throw new AppError('FORBIDDEN', 'Administrators do not negotiate.')
    if (isSellerSidelined(lead, view)) {
      throw conflict(LEAD_ERRORS.brokerAssigned, 'A broker negotiates this lead for you.')
    }
  }

  function assertOpen(lead: LeadRecord): void {
    if (isOpen(lead)) return
    if (lead.status === 'PRICE_AGREED') {
      throw conflict(LEAD_ERRORS.priceAgreed, 'A price is already agreed.')
    }
    if (lead.status === 'CLOSED_BROKERED') {
      throw conflict(LEAD_ERRORS.brokerAssigned, 'This lead waits for a broker.')
    }
    throw conflict(LEAD_ERRORS.closed, 'This negotiation is closed.')
  }

  /** The counter-offer rules of spec §5 for the viewer's role, with their message keys. */
  function assertOfferAllowed(
    lead: LeadRecord,
    view: LeadView,
    offerMicros: number | null,
  ): number {
    const side = sideOf(view)
    const error = validateCounterOffer(
      {
        valueMicros: offerMicros,
        previousOfferMicros: side === 'buyer' ? lead.buyerOfferMicros : lead.sellerOfferMicros,
        sellerOfferMicros: lead.sellerOfferMicros,
        buyNowMicros: lead.buyNowPriceMicros,
        floorMicros: lead.floorPriceMicros,
        minBidMicros: lead.minBidPriceMicros,
        viewer: viewerRoleOf(view),
        submitting: true,
      },
      'offerMicros',
    )
    if (error)
      throw new AppError('VALIDATION', 'The offer breaks a counter-offer rule.', {
        fields: [error],
      })
    if (offerMicros === null || offerMicros <= 0) {
      throw new AppError('MALFORMED_INPUT', 'Enter an offer.', {
        fields: [{ field: 'offerMicros', code: COUNTER_OFFER_ERRORS.required }],
      })
    }
    return offerMicros
  }

  async function makeOffer(
    tx: Db,
    lead: LeadRecord,
    view: LeadView,
    user: UserRow,
    input: OfferInput,
    at: Date,
  ): Promise<LeadNotice[]> {
    assertNegotiates(lead, view)
    assertOpen(lead)
    const offerMicros = assertOfferAllowed(lead, view, input.offerMicros)
    const party = partyOf(view)
    const expiry = new Date(at.getTime() + OFFER_EXPIRY_DAYS * DAY_MS)
    const moved = await record(tx, lead, view, user, 'Offer', at, {
      offerMicros,
      message: input.message || null,
    })
    const isBuyer = party === 'buyer'
    const status: NegotiationStatus = isBuyer && lead.status === 'NEW' ? 'NEW' : 'NEGOTIATING'
    await updateLead(tx, lead.id, {
      ...moved,
      ...(isBuyer
        ? { buyerOfferMicros: offerMicros, buyerOfferExpiry: expiry }
        : { sellerOfferMicros: offerMicros, sellerOfferExpiry: expiry }),
      lastOfferMicros: offerMicros,
      lastOfferBy: party,
      hasActiveOffer: true,
      status,
      stage: status === 'NEW' ? 'QUALIFYING' : 'NEGOTIATION',
    })
    const kind = isBuyer && lead.lastOfferBy === null ? 'offer' : 'counterOffer'
    return [notice(lead, view, kind, offerMicros)]
  }

  async function answerOffer(
    tx: Db,
    lead: LeadRecord,
    view: LeadView,
    user: UserRow,
    event: 'OfferAccept' | 'OfferDecline',
    at: Date,
  ): Promise<{ moved: Partial<NewLeadRow>; priceMicros: number }> {
    assertNegotiates(lead, view)
    assertOpen(lead)
    if (!hasStandingOffer(lead, at)) throw conflict(LEAD_ERRORS.noActiveOffer, 'No offer stands.')
    if (!canAnswerOffer(lead, view, at)) {
      throw conflict(LEAD_ERRORS.ownOffer, 'You cannot answer your own offer.')
    }
    const priceMicros = lead.lastOfferMicros as number
    const moved = await record(tx, lead, view, user, event, at, { offerMicros: priceMicros })
    return { moved, priceMicros }
  }

  async function unlock(tx: Db, lead: LeadRecord, view: LeadView, user: UserRow, at: Date) {
    if (!lead.locked) throw conflict(LEAD_ERRORS.notLocked, 'This negotiation is not closed.')
    if (!canUnlockLead(lead, view)) {
      throw new AppError(
        'FORBIDDEN',
        'Only the seller, or the buyer who closed it, can reopen it.',
        {
          fields: [{ field: 'locked', code: LEAD_ERRORS.unlock }],
        },
      )
    }
    await appendActivity(tx, {
      leadId: lead.id,
      sellerId: lead.sellerId,
      type: 'UnlockNegotiation',
      actor: view,
      actorUserId: user.id,
      createdAt: at,
    })
    const status: NegotiationStatus =
      lead.statusBeforeClose ?? (lead.lastOfferBy === null ? 'NEW' : 'NEGOTIATING')
    const stage: LeadStage =
      status === 'PRICE_AGREED' ? 'OFFER_ACCEPTED' : status === 'NEW' ? 'QUALIFYING' : 'NEGOTIATION'
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
  }

  /** Status to come back to when reopening; an agreed price cancelled on close is gone. */
  function reopenStatus(lead: LeadRecord, keepsAgreement: boolean): NegotiationStatus {
    if (lead.status === 'PRICE_AGREED') return keepsAgreement ? 'PRICE_AGREED' : 'NEGOTIATING'
    if (lead.status === 'CLOSED_BROKERED') return lead.statusBeforeClose ?? 'NEW'
    return lead.status
  }

  async function getLead(user: UserRow, leadId: string): Promise<LeadDetail> {
    const lead = await findLeadRecord(db, leadId)
    const view = lead ? viewOfLead(user, lead) : null
    if (!lead || !view) throw notFound()
    const now = clock()
    const [activities, agreed] = await Promise.all([
      listLeadActivities(db, leadId),
      findAgreedPrice(db, leadId),
    ])
    const inputs = activities.map((a) => ({
      type: a.type,
      createdAt: a.createdAt,
      offerMicros: a.offerMicros,
    }))
    return {
      ...toLeadSummary(lead, view, inputs, now),
      activities,
      actions: leadActionsFor(lead, view, now),
      agreedPrice: agreed === null ? null : toAgreedPrice(agreed, view),
    }
  }

  async function listLeads(user: UserRow, query: ListLeadsQuery, extra?: SQL): Promise<LeadPage> {
    const view = query.view ?? defaultViewFor(user)
    assertView(user, view)
    const { rows, total } = await listLeadRecords(db, { view, userId: user.id, extra }, query)
    const activities = await listActivityInputs(
      db,
      rows.map((r) => r.id),
    )
    const now = clock()
    return {
      items: rows.map((row) => toLeadSummary(row, view, activities.get(row.id) ?? [], now)),
      total,
    }
  }

  return {
    getLead,
    listLeads,

    /** The seller's leads that no broker negotiates (spec §7 GET v1/leads/selfBrokered). */
    listSelfBrokered(user: UserRow, query: ListLeadsQuery): Promise<LeadPage> {
      assertView(user, 'seller')
      return listLeads(user, { ...query, view: 'seller' }, isNull(leads.brokerId))
    },

    /** Negotiations in which the user, as buyer, has made an offer. */
    listOffersMade(user: UserRow, query: ListLeadsQuery): Promise<LeadPage> {
      return listLeads(user, { ...query, view: 'buyer' }, isNotNull(leads.buyerOfferMicros))
    },

    /** Negotiations in which the user, as buyer, received a seller's or broker's offer. */
    listOffersReceived(user: UserRow, query: ListLeadsQuery): Promise<LeadPage> {
      return listLeads(user, { ...query, view: 'buyer' }, isNotNull(leads.sellerOfferMicros))
    },

    async countFolders(user: UserRow, requested: LeadView | undefined): Promise<LeadFolderCounts> {
      const view = requested ?? defaultViewFor(user)
      assertView(user, view)
      return { view, counts: await countLeadFolders(db, view, user.id, LEAD_FOLDERS) }
    },

    async listMessages(user: UserRow, leadId: string) {
      const lead = await findLeadRecord(db, leadId)
      if (!lead || !viewOfLead(user, lead)) throw notFound()
      const items = await listLeadActivities(db, leadId, { onlyMessages: true })
      return { items, total: items.length }
    },

    listBrokers: async () => ({ items: await listBrokers(db) }),

    /** A buyer's offer on a listed domain: a new lead, or a new offer on the live one. */
    async createLead(user: UserRow, input: CreateLeadInput): Promise<LeadDetail> {
      if (!user.roles.includes('buyer'))
        throw new AppError('FORBIDDEN', 'Offers need the buyer role.')
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
      const offer = {
        offerMicros: input.offerMicros,
        ...(input.message ? { message: input.message } : {}),
      }
      if (live) {
        return mutate(user, live.id, (tx, lead, view, at) =>
          makeOffer(tx, lead, view, user, offer, at),
        )
      }
      const error = validateCounterOffer(
        {
          valueMicros: input.offerMicros,
          previousOfferMicros: null,
          sellerOfferMicros: null,
          buyNowMicros: domain.buynowPriceMicros,
          floorMicros: domain.floorPriceMicros,
          minBidMicros: domain.minbidPriceMicros,
          viewer: 'buyer',
          submitting: true,
        },
        'offerMicros',
      )
      if (error)
        throw new AppError('VALIDATION', 'The offer breaks a counter-offer rule.', {
          fields: [error],
        })
      const at = clock()
      const expiry = new Date(at.getTime() + OFFER_EXPIRY_DAYS * DAY_MS)
      const leadId = await db.transaction(async (tx) => {
        const id = await insertLead(tx, {
          sellerId: domain.sellerId,
          domainId: domain.id,
          domainName: domain.name,
          buyerId: user.id,
          status: 'NEW',
          stage: 'QUALIFYING',
          buyerOfferMicros: input.offerMicros,
          buyerOfferExpiry: expiry,
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
      await notifier.mail(db, leadId.made)
      return getLead(user, leadId.id)
    },

    makeOffer(user: UserRow, leadId: string, input: OfferInput): Promise<LeadDetail> {
      return mutate(user, leadId, (tx, lead, view, at) =>
        makeOffer(tx, lead, view, user, input, at),
      )
    },

    sendMessage(user: UserRow, leadId: string, input: MessageInput): Promise<LeadDetail> {
      return mutate(user, leadId, async (tx, lead, view, at) => {
        assertNegotiates(lead, view)
        if (!isOpen(lead) && lead.status !== 'PRICE_AGREED') assertOpen(lead)
        const moved = await record(tx, lead, view, user, 'Message', at, { message: input.message })
        const status: NegotiationStatus =
          lead.status === 'NEW' && view !== 'buyer' ? 'NEGOTIATING' : lead.status
        await updateLead(tx, lead.id, {
          ...moved,
          status,
          ...(status !== lead.status ? { stage: 'NEGOTIATION' as const } : {}),
        })
        return [notice(lead, view, 'message')]
      })
    },

    patchSelfBrokered(
      user: UserRow,
      leadId: string,
      patch: SelfBrokeredPatch,
    ): Promise<LeadDetail> {
      return mutate(user, leadId, async (tx, lead, view, at) => {
        if (patch.accept) {
          if (lead.listingSold) throw conflict(LEAD_ERRORS.notListed, 'The domain is sold.')
          if (await isDomainReservedElsewhere(tx, lead.domainId, lead.id)) {
            throw conflict(LEAD_ERRORS.reserved, 'Another buyer has agreed a price for it.')
          }
          const { moved, priceMicros } = await answerOffer(tx, lead, view, user, 'OfferAccept', at)
          await updateLead(tx, lead.id, {
            ...moved,
            status: 'PRICE_AGREED',
            stage: 'OFFER_ACCEPTED',
            agreedPriceMicros: priceMicros,
            hasActiveOffer: false,
          })
          const deadline = paymentDeadlineFor(at)
          const agreedPriceId = await openAgreedPrice(tx, {
            leadId: lead.id,
            sellerId: lead.sellerId,
            buyerId: lead.buyerId,
            domainId: lead.domainId,
            priceMicros,
            deadlineAt: deadline,
            now: at,
          })
          // Both sides hear of an agreement, the one who accepted too: the buyer's notice
          // and e-mail carry "Pay $X", the seller's the deadline (decision 963).
          return [
            {
              ...notice(lead, view, 'accepted', priceMicros),
              recipientIds: partiesOf(lead),
              agreement: { id: agreedPriceId, buyerId: lead.buyerId, deadline },
            },
          ]
        }
        if (patch.decline) {
          const { moved, priceMicros } = await answerOffer(tx, lead, view, user, 'OfferDecline', at)
          await updateLead(tx, lead.id, {
            ...moved,
            status: 'NEGOTIATING',
            stage: 'NEGOTIATION',
            hasActiveOffer: false,
          })
          return [notice(lead, view, 'declined', priceMicros)]
        }
        if (patch.locked !== undefined) {
          if (!patch.locked) {
            await unlock(tx, lead, view, user, at)
            return []
          }
          if (lead.locked || isClosed(lead)) throw conflict(LEAD_ERRORS.closed, 'Already closed.')
          const moved = await record(tx, lead, view, user, 'LockNegotiation', at)
          await updateLead(tx, lead.id, {
            ...moved,
            status: 'CLOSED_LOCKED',
            statusBeforeClose: reopenStatus(lead, true),
            locked: true,
            closedBy: view,
            hasActiveOffer: false,
          })
          return []
        }
        // assignToBroker (decision 404)
        if (view !== 'seller' && view !== 'admin') {
          throw new AppError('FORBIDDEN', 'Only the seller assigns a broker.')
        }
        if (isClosed(lead) || lead.locked)
          throw conflict(LEAD_ERRORS.closed, 'This negotiation is closed.')
        if (patch.assignToBroker === false) {
          await updateLead(tx, lead.id, {
            brokerId: null,
            assignToBroker: false,
            ...(lead.status === 'CLOSED_BROKERED'
              ? { status: reopenStatus(lead, true), statusBeforeClose: null }
              : {}),
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
            ...(lead.status === 'CLOSED_BROKERED'
              ? { status: reopenStatus(lead, true), statusBeforeClose: null }
              : {}),
            updatedAt: at,
          })
          return []
        }
        if (view === 'admin') {
          throw new AppError('VALIDATION', 'Name the broker.', {
            fields: [{ field: 'brokerId', code: LEAD_ERRORS.notBroker }],
          })
        }
        if (lead.brokerId !== null)
          throw conflict(LEAD_ERRORS.brokerAssigned, 'A broker is assigned.')
        if (lead.status === 'CLOSED_BROKERED') return []
        assertOpen(lead)
        await updateLead(tx, lead.id, {
          assignToBroker: true,
          status: 'CLOSED_BROKERED',
          statusBeforeClose: lead.status,
          updatedAt: at,
        })
        return []
      })
    },

    patchMinor(user: UserRow, leadId: string, patch: MinorPatch): Promise<LeadDetail> {
      return mutate(user, leadId, async (tx, lead, view) => {
        if (view === 'admin')
          throw new AppError('FORBIDDEN', 'Administrators have no side to mark.')
        const isBuyer = view === 'buyer'
        await updateLead(tx, lead.id, {
          ...(patch.likeStatus !== undefined
            ? isBuyer
              ? { buyerLikeStatus: patch.likeStatus }
              : { sellerLikeStatus: patch.likeStatus }
            : {}),
          ...(patch.starred !== undefined
            ? isBuyer
              ? { buyerStarred: patch.starred }
              : { sellerStarred: patch.starred }
            : {}),
          ...(patch.read !== undefined
            ? view === 'buyer'
              ? { buyerRead: patch.read }
              : view === 'broker'
                ? { brokerRead: patch.read }
                : { sellerRead: patch.read }
            : {}),
        })
        return []
      })
    },

    patchLead(user: UserRow, leadId: string, patch: LeadPatch): Promise<LeadDetail> {
      return mutate(user, leadId, async (tx, lead, view, at) => {
        if (patch.stage !== undefined) {
          if (view === 'buyer') throw new AppError('FORBIDDEN', 'The stage is the seller’s.')
          await updateLead(tx, lead.id, { stage: patch.stage, updatedAt: at })
        }
        const close = patch.close
        if (close === undefined) return []
        if (close.action === 'unlockNegotiations') {
          await unlock(tx, lead, view, user, at)
          return []
        }
        if (!closeActionsFor(viewerRoleOf(view)).includes(close.action)) {
          throw new AppError('FORBIDDEN', `A ${view} cannot close with ${close.action}.`, {
            fields: [{ field: 'close.action', code: LEAD_ERRORS.closeAction }],
          })
        }
        if (lead.locked || isClosed(lead)) throw conflict(LEAD_ERRORS.closed, 'Already closed.')
        const notices: LeadNotice[] = []
        if (close.action === 'messageOnly') {
          if (!close.message) {
            throw new AppError('VALIDATION', 'Write the message.', {
              fields: [{ field: 'close.message', code: LEAD_ERRORS.messageRequired }],
            })
          }
          assertNegotiates(lead, view)
          await record(tx, lead, view, user, 'Message', at, { message: close.message })
          notices.push(notice(lead, view, 'message'))
        } else if (close.action === 'offerDeclined') {
          const { priceMicros } = await answerOffer(tx, lead, view, user, 'OfferDecline', at)
          notices.push(notice(lead, view, 'declined', priceMicros))
          if (close.message)
            await record(tx, lead, view, user, 'Message', at, { message: close.message })
        } else if (close.message) {
          await record(tx, lead, view, user, 'Message', at, { message: close.message })
          notices.push(notice(lead, view, 'message'))
        }
        const moved = await record(tx, lead, view, user, 'CloseNegotiation', at, {
          data: { closeAction: close.action, closeReason: close.reason },
        })
        const isSold = close.action === 'sold'
        if (!isSold) await cancelAgreedPrices(tx, lead.id, at)
        await updateLead(tx, lead.id, {
          ...moved,
          status: CLOSE_STATUS[close.action],
          statusBeforeClose: reopenStatus(lead, isSold),
          stage: isSold ? 'CLOSED_WON' : close.action === 'confused' ? 'CONFUSED' : 'CLOSED_LOST',
          locked: true,
          closedBy: view,
          closeReason: close.reason,
          hasActiveOffer: false,
        })
        return notices
      })
    },
  }
}

export type LeadsService = ReturnType<typeof createLeadsService>
