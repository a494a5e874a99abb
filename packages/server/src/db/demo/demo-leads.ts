import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { usdToMicros } from '@namefolio/core/money/money'
import { OFFER_EXPIRY_DAYS } from '@namefolio/core/negotiations/leads.contract'
import { paymentDeadlineFor } from '@namefolio/core/negotiations/payment-window'
import type {
  ActivityType,
  CloseReason,
  NegotiationStatus,
} from '@namefolio/core/negotiations/negotiation-status'
import type { Db } from '../client.ts'
import { domains } from '../schema/domains.ts'
import { leadActivities, leadAgreedPrices, leads, type NewLeadRow } from '../schema/leads.ts'
import { users } from '../schema/users.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** Extra demo buyers, so the seller's leads come from several people. */
const DEMO_EXTRA_BUYERS = [
  { email: 'kai@demo.namefolio.test', name: 'Kai Nakamura', username: 'kai-n' },
  { email: 'mia@demo.namefolio.test', name: 'Mia Lopez', username: 'mia-lopez' },
  { email: 'lee@demo.namefolio.test', name: 'Lee Okafor', username: 'lee-okafor' },
] as const

type Party = 'buyer' | 'seller' | 'broker'
type Step =
  | { party: Party; event: 'Offer'; pct: number; message?: string }
  | { party: Party; event: 'Message'; message: string }
  | { party: Party; event: 'OfferAccept' | 'OfferDecline' }
  | { party: Party; event: 'CloseNegotiation'; status: NegotiationStatus; reason: CloseReason }
  | { party: 'system'; event: 'Expire' }

type Story = {
  buyer: 'bo' | 'kai' | 'mia' | 'lee'
  startHoursAgo: number
  stepHours: number
  steps: Step[]
  broker?: boolean
  pool?: boolean
  starred?: boolean
  liked?: boolean
  sellerRead?: boolean
}

const offer = (party: Party, pct: number, message?: string): Step => ({
  party,
  event: 'Offer',
  pct,
  ...(message === undefined ? {} : { message }),
})
const say = (party: Party, message: string): Step => ({ party, event: 'Message', message })
const close = (party: Party, status: NegotiationStatus, reason: CloseReason): Step => ({
  party,
  event: 'CloseNegotiation',
  status,
  reason,
})

/** Realistic negotiations in every state a seller meets (labels of spec §4). */
const STORIES: Story[] = [
  {
    buyer: 'bo',
    startHoursAgo: 2,
    stepHours: 0,
    steps: [offer('buyer', 45, 'Hi! Is this one still for sale?')],
  },
  {
    buyer: 'kai',
    startHoursAgo: 6,
    stepHours: 0,
    steps: [
      offer(
        'buyer',
        50,
        'We are launching at www.kai-labs.example next month &amp; would love this name.',
      ),
    ],
  },
  {
    buyer: 'bo',
    startHoursAgo: 50,
    stepHours: 20,
    starred: true,
    liked: true,
    sellerRead: true,
    steps: [offer('buyer', 40), offer('seller', 85, 'Thanks for the offer. I can do this.')],
  },
  {
    buyer: 'mia',
    startHoursAgo: 96,
    stepHours: 18,
    steps: [
      offer('buyer', 45),
      offer('seller', 90),
      offer('buyer', 60, 'Meet me closer to the middle?'),
    ],
  },
  {
    buyer: 'kai',
    startHoursAgo: 30,
    stepHours: 8,
    steps: [
      offer('buyer', 55),
      offer('seller', 95),
      say('buyer', 'Could you share traffic stats? See https://example.com/brief for our plans.'),
    ],
  },
  {
    buyer: 'bo',
    startHoursAgo: 120,
    stepHours: 24,
    sellerRead: true,
    steps: [offer('buyer', 50), offer('seller', 80), { party: 'buyer', event: 'OfferAccept' }],
  },
  {
    buyer: 'mia',
    startHoursAgo: 70,
    stepHours: 12,
    broker: true,
    sellerRead: true,
    steps: [offer('buyer', 45), offer('broker', 88, 'The owner is firm near this price.')],
  },
  {
    buyer: 'lee',
    startHoursAgo: 20,
    stepHours: 0,
    broker: true,
    sellerRead: true,
    steps: [offer('buyer', 55)],
  },
  {
    buyer: 'lee',
    startHoursAgo: 400,
    stepHours: 60,
    sellerRead: true,
    steps: [
      offer('buyer', 50),
      offer('seller', 90),
      close('seller', 'CLOSED_STALLED', 'NO_RESPONSE'),
    ],
  },
  {
    buyer: 'kai',
    startHoursAgo: 300,
    stepHours: 40,
    sellerRead: true,
    steps: [
      offer('buyer', 45),
      offer('seller', 92),
      close('buyer', 'CLOSED_ARCHIVED', 'TOO_EXPENSIVE'),
    ],
  },
  {
    buyer: 'lee',
    startHoursAgo: 10 * 24,
    stepHours: 8 * 24,
    steps: [offer('buyer', 70), { party: 'system', event: 'Expire' }],
  },
  {
    buyer: 'mia',
    startHoursAgo: 40,
    stepHours: 5,
    sellerRead: true,
    steps: [offer('buyer', 72), { party: 'seller', event: 'OfferDecline' }],
  },
  {
    buyer: 'bo',
    startHoursAgo: 26,
    stepHours: 0,
    pool: true,
    sellerRead: true,
    steps: [offer('buyer', 60)],
  },
]

function activityType(party: Party, event: string): ActivityType {
  return `${party.charAt(0).toUpperCase()}${party.slice(1)}${event}` as ActivityType
}

/**
 * Demo leads for the demo seller, buyer and broker (issue 7): negotiations in every state,
 * with their activity logs, on listed domains of the demo portfolio.
 */
export async function seedDemoLeads(db: Db, now: Date): Promise<void> {
  const people = await db
    .select()
    .from(users)
    .where(
      inArray(users.email, [
        'seller@demo.namefolio.test',
        'buyer@demo.namefolio.test',
        'broker@demo.namefolio.test',
      ]),
    )
  const seller = people.find((u) => u.email === 'seller@demo.namefolio.test')
  const bo = people.find((u) => u.email === 'buyer@demo.namefolio.test')
  const broker = people.find((u) => u.email === 'broker@demo.namefolio.test')
  if (!seller || !bo || !broker) return
  const extra = await db
    .insert(users)
    .values(
      DEMO_EXTRA_BUYERS.map((b) => ({
        ...b,
        roles: ['buyer' as const],
        passwordHash: bo.passwordHash,
      })),
    )
    .onConflictDoNothing()
    .returning()
  const buyers = {
    bo: bo.id,
    kai: extra.find((u) => u.username === 'kai-n')?.id ?? bo.id,
    mia: extra.find((u) => u.username === 'mia-lopez')?.id ?? bo.id,
    lee: extra.find((u) => u.username === 'lee-okafor')?.id ?? bo.id,
  }
  const listed = await db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.sellerId, seller.id),
        eq(domains.status, 'ACTIVE'),
        isNotNull(domains.buynowPriceMicros),
      ),
    )
    .orderBy(asc(domains.name))
    .limit(STORIES.length * 3)
  // Spread the stories over the list so the leads are not all alphabetical neighbours.
  const picked = STORIES.map((_, i) => listed[i * 3]).filter((d) => d !== undefined)

  for (const [index, domain] of picked.entries()) {
    const story = STORIES[index]!
    const buyNow = domain.buynowPriceMicros!
    const lowest = Math.max(domain.floorPriceMicros ?? 0, domain.minbidPriceMicros ?? 0)
    const price = (pct: number) =>
      Math.min(buyNow, Math.max(lowest, usdToMicros(Math.round((buyNow / 1e6) * pct) / 100)))
    const start = now.getTime() - story.startHoursAgo * HOUR_MS
    const lead: NewLeadRow = {
      sellerId: seller.id,
      domainId: domain.id,
      domainName: domain.name,
      buyerId: buyers[story.buyer],
      brokerId: story.broker ? broker.id : null,
      assignToBroker: story.broker === true || story.pool === true,
      status: 'NEW',
      stage: 'QUALIFYING',
      sellerStarred: story.starred ?? false,
      sellerLikeStatus: story.liked ? 'LIKED' : 'NONE',
      sellerRead: story.sellerRead ?? false,
      createdAt: new Date(start),
    }
    const log: Omit<typeof leadActivities.$inferInsert, 'leadId'>[] = []
    let at = new Date(start)
    for (const [i, step] of story.steps.entries()) {
      at = new Date(start + i * story.stepHours * HOUR_MS)
      const actorUserId =
        step.party === 'buyer'
          ? lead.buyerId
          : step.party === 'broker'
            ? broker.id
            : step.party === 'seller'
              ? seller.id
              : null
      const base = { sellerId: seller.id, actorUserId, createdAt: at }
      if (step.event === 'Offer') {
        const amount = price(step.pct)
        const expiry = new Date(at.getTime() + OFFER_EXPIRY_DAYS * DAY_MS)
        if (step.party === 'buyer') {
          lead.buyerOfferMicros = amount
          lead.buyerOfferExpiry = expiry
        } else {
          lead.sellerOfferMicros = amount
          lead.sellerOfferExpiry = expiry
          lead.status = 'NEGOTIATING'
          lead.stage = 'NEGOTIATION'
        }
        if (step.party === 'buyer' && i > 0) lead.status = 'NEGOTIATING'
        lead.lastOfferMicros = amount
        lead.lastOfferBy = step.party
        lead.hasActiveOffer = true
        log.push({
          ...base,
          type: activityType(step.party, 'Offer'),
          actor: step.party,
          offerMicros: amount,
          message: step.message ?? null,
        })
      } else if (step.event === 'Message') {
        log.push({
          ...base,
          type: activityType(step.party, 'Message'),
          actor: step.party,
          message: step.message,
        })
      } else if (step.event === 'OfferAccept' || step.event === 'OfferDecline') {
        log.push({
          ...base,
          type: activityType(step.party, step.event),
          actor: step.party,
          offerMicros: lead.lastOfferMicros ?? null,
        })
        lead.hasActiveOffer = false
        if (step.event === 'OfferAccept') {
          lead.status = 'PRICE_AGREED'
          lead.stage = 'OFFER_ACCEPTED'
          lead.agreedPriceMicros = lead.lastOfferMicros ?? null
        } else {
          lead.status = 'NEGOTIATING'
          lead.stage = 'NEGOTIATION'
        }
      } else if (step.event === 'CloseNegotiation') {
        log.push({
          ...base,
          type: activityType(step.party, 'CloseNegotiation'),
          actor: step.party,
          data: {
            closeAction: step.status === 'CLOSED_STALLED' ? 'stalled' : 'archived',
            closeReason: step.reason,
          },
        })
        lead.statusBeforeClose = lead.status
        lead.status = step.status
        lead.stage = 'CLOSED_LOST'
        lead.locked = true
        lead.closedBy = step.party
        lead.closeReason = step.reason
        lead.hasActiveOffer = false
      } else {
        at = new Date((lead.buyerOfferExpiry ?? at).getTime() + HOUR_MS)
        log.push({
          sellerId: seller.id,
          actorUserId: null,
          createdAt: at,
          type: 'SellerOfferDecline',
          actor: 'system',
          offerMicros: lead.lastOfferMicros ?? null,
          data: { expired: true },
        })
        lead.hasActiveOffer = false
        lead.status = 'NEGOTIATING'
        lead.stage = 'NEGOTIATION'
      }
    }
    if (story.pool) {
      lead.statusBeforeClose = lead.status
      lead.status = 'CLOSED_BROKERED'
    }
    const last = log.at(-1)!
    lead.lastEventType = last.type
    lead.lastEventParty =
      last.actor === 'admin' ? 'seller' : (last.actor as NewLeadRow['lastEventParty'])
    lead.lastEventAt = last.createdAt ?? at
    lead.updatedAt = last.createdAt ?? at
    lead.buyerRead = last.actor === 'buyer'
    lead.brokerRead = story.broker === true && last.actor === 'broker'
    const [row] = await db.insert(leads).values(lead).returning({ id: leads.id })
    await db.insert(leadActivities).values(log.map((a) => ({ ...a, leadId: row!.id })))
    if (lead.status === 'PRICE_AGREED') {
      await db.insert(leadAgreedPrices).values({
        leadId: row!.id,
        sellerId: seller.id,
        buyerId: lead.buyerId,
        domainId: domain.id,
        priceMicros: lead.agreedPriceMicros!,
        // The payment window runs from the agreement (decision 960), never already past in a demo.
        deadlineAt: paymentDeadlineFor(lead.updatedAt > now ? lead.updatedAt : now),
        createdAt: lead.updatedAt,
        updatedAt: lead.updatedAt,
      })
    }
  }
}
