import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type { LeadDetail, LeadPage } from '@namefolio/core/negotiations/leads.contract'
import { leadAgreedPrices, leadNotifications, leads } from '../../db/schema/leads.ts'
import { seedDemoLeads } from '../../db/demo/demo-leads.ts'
import { users, type UserRow } from '../../db/schema/users.ts'
import { DEMO_USERS, seedDemoData } from '../../db/seed.ts'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { createLeadNotifier } from './lead-notifier.ts'
import { expireOffers } from './offer-expiry.ts'

const t = testAppForFile()

const $ = usdToMicros

const { json: call } = userRequests(() => t)

/** A seller with a listed domain (buy now $10,000, floor $2,000, min bid $1,000), a buyer, a broker. */
async function scenario(
  prices: { buyNow?: number | null; floor?: number | null; minBid?: number | null } = {},
) {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const otherBuyer = await t.factories.user({ roles: ['buyer'] })
  const broker = await t.factories.user({ roles: ['broker'] })
  const domain = await t.factories.domain({
    sellerId: seller.id,
    name: `lead-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
    buynowPriceMicros: prices.buyNow === null ? null : $(prices.buyNow ?? 10_000),
    floorPriceMicros: prices.floor === null ? null : $(prices.floor ?? 2_000),
    minbidPriceMicros: prices.minBid === null ? null : $(prices.minBid ?? 1_000),
  })
  return { seller, buyer, otherBuyer, broker, domain }
}

async function offerOn(buyer: UserRow, domainName: string, usd: number, message?: string) {
  const res = await call(buyer, 'POST', '/api/v1/leads', {
    domainName,
    offerMicros: $(usd),
    ...(message ? { message } : {}),
  })
  expect(res.status).toBe(201)
  return res.body as LeadDetail
}

const offer = (user: UserRow, leadId: string, usd: number | null) =>
  call(user, 'POST', `/api/v1/leads/selfBrokered/${leadId}/offer`, {
    offerMicros: usd === null ? null : $(usd),
  })
const patchSelf = (user: UserRow, leadId: string, body: object) =>
  call(user, 'PATCH', `/api/v1/leads/selfBrokered/${leadId}`, body)
const fieldCode = (body: { error?: { fields?: { code: string }[] } }) =>
  body.error?.fields?.[0]?.code

describe('a buyer’s offer opens a lead (spec §3, §4)', () => {
  it('the seller sees it under NEEDS_ATTENTION labelled new offer; the buyer sees awaiting', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000, 'Would you take $3k?')
    expect(lead).toMatchObject({
      status: 'new',
      negotiationStatus: 'NEW',
      viewerRole: 'buyer',
      label: 'awaiting',
      outcome: 'active_offer',
      buyerOfferMicros: $(3_000),
      hasActiveOffer: true,
    })
    const seller = await call(s.seller, 'GET', '/api/v1/leads?folder=NEEDS_ATTENTION')
    expect(seller.status).toBe(200)
    const item = (seller.body as LeadPage).items.find((l) => l.id === lead.id)
    expect(item).toMatchObject({ label: 'newOffer', read: false, lastEventType: 'BuyerOffer' })
  })

  it('only the seller sees the floor price and the created date (spec §2, §6)', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    expect(lead).not.toHaveProperty('floorPriceMicros')
    expect(lead).not.toHaveProperty('createdAt')
    const asSeller = await call(s.seller, 'GET', `/api/v1/leads/${lead.id}`)
    expect(asSeller.body).toMatchObject({ floorPriceMicros: $(2_000), viewerRole: 'seller' })
    expect(asSeller.body.createdAt).toEqual(expect.any(String))
  })

  it('refuses an offer on one’s own domain and on a domain not for sale', async () => {
    const s = await scenario()
    const own = await call(s.seller, 'POST', '/api/v1/leads', {
      domainName: s.domain.name,
      offerMicros: $(3_000),
    })
    expect(own.status).toBe(400)
    expect(fieldCode(own.body)).toBe('leads.error.ownDomain')
    const unlisted = await t.factories.domain({ sellerId: s.seller.id, status: 'INACTIVE' })
    const res = await call(s.buyer, 'POST', '/api/v1/leads', {
      domainName: unlisted.name,
      offerMicros: $(3_000),
    })
    expect(res.status).toBe(409)
    expect(fieldCode(res.body)).toBe('leads.error.notListed')
  })

  it('a second offer by the same buyer goes to the same lead', async () => {
    const s = await scenario()
    const first = await offerOn(s.buyer, s.domain.name, 3_000)
    const second = await offerOn(s.buyer, s.domain.name, 3_500)
    expect(second.id).toBe(first.id)
    expect(second.activities.map((a) => a.type)).toEqual(['BuyerOffer', 'BuyerOffer'])
  })
})

describe('counter-offer rules per role (spec §5, §6)', () => {
  it.each([
    ['below the floor', 1_500, 'negotiations.counterOffer.error.floor', 2_000],
    ['above buy now', 12_000, 'negotiations.counterOffer.error.buyNow', 10_000],
  ])('a buyer’s offer %s is refused with its key and price', async (_name, usd, code, price) => {
    const s = await scenario()
    const res = await call(s.buyer, 'POST', '/api/v1/leads', {
      domainName: s.domain.name,
      offerMicros: $(usd),
    })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION')
    expect(res.body.error.fields[0]).toEqual({ field: 'offerMicros', code, values: { price } })
  })

  it('a buyer’s offer below the minimum bid is refused with min when no floor is set', async () => {
    const s = await scenario({ floor: null })
    const res = await call(s.buyer, 'POST', '/api/v1/leads', {
      domainName: s.domain.name,
      offerMicros: $(500),
    })
    expect(fieldCode(res.body)).toBe('negotiations.counterOffer.error.min')
  })

  it('refuses the same offer again, a buyer counter above the seller’s, and an empty offer', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    expect(fieldCode((await offer(s.seller, lead.id, 8_000)).body)).toBeUndefined()
    expect(fieldCode((await offer(s.seller, lead.id, 8_000)).body)).toBe(
      'negotiations.counterOffer.error.sameOffer',
    )
    expect(fieldCode((await offer(s.buyer, lead.id, 3_000)).body)).toBe(
      'negotiations.counterOffer.error.sameOffer',
    )
    expect(fieldCode((await offer(s.buyer, lead.id, 9_000)).body)).toBe(
      'negotiations.counterOffer.error.exceedsSellerOffer',
    )
    expect(fieldCode((await offer(s.buyer, lead.id, null)).body)).toBe(
      'negotiations.counterOffer.error.required',
    )
  })

  it('floor and minimum bid do not bind the seller’s counter (§6)', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const res = await offer(s.seller, lead.id, 1_200)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ sellerOfferMicros: $(1_200), label: 'awaiting' })
    expect(fieldCode((await offer(s.seller, lead.id, 11_000)).body)).toBe(
      'negotiations.counterOffer.error.buyNow',
    )
  })
})

describe('who may read a lead (§6, decision 401)', () => {
  it('a buyer cannot read or act on another buyer’s lead', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    expect((await call(s.otherBuyer, 'GET', `/api/v1/leads/${lead.id}`)).status).toBe(404)
    expect((await offer(s.otherBuyer, lead.id, 4_000)).status).toBe(404)
    const list = await call(s.otherBuyer, 'GET', '/api/v1/leads?view=buyer')
    expect(list.body.items.some((l: { id: string }) => l.id === lead.id)).toBe(false)
  })

  it('a broker cannot read a lead not assigned to them, nor use a view without the role', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    expect((await call(s.broker, 'GET', `/api/v1/leads/${lead.id}`)).status).toBe(404)
    const asSeller = await call(s.broker, 'GET', '/api/v1/leads?view=seller')
    expect(asSeller.status).toBe(403)
    expect((await call(s.buyer, 'GET', '/api/v1/leads?view=admin')).status).toBe(403)
  })

  it('an admin reads any lead from the seller’s side but does not negotiate', async () => {
    const s = await scenario()
    const admin = await t.factories.user({ roles: ['admin'] })
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const read = await call(admin, 'GET', `/api/v1/leads/${lead.id}`)
    expect(read.body).toMatchObject({ viewerRole: 'admin', floorPriceMicros: $(2_000) })
    expect((await offer(admin, lead.id, 5_000)).status).toBe(403)
  })

  it('needs a session, and answers MALFORMED_INPUT for a bad id or two actions at once', async () => {
    expect((await call(null, 'GET', '/api/v1/leads')).status).toBe(401)
    const s = await scenario()
    const bad = await call(s.seller, 'GET', '/api/v1/leads/not-a-uuid')
    expect(bad.body.error.code).toBe('MALFORMED_INPUT')
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const two = await patchSelf(s.seller, lead.id, { accept: true, locked: true })
    expect(two.status).toBe(400)
    expect(two.body.error.code).toBe('MALFORMED_INPUT')
    expect(fieldCode(two.body)).toBe('leads.error.oneAction')
  })
})

describe('accept and decline (§4)', () => {
  it('the buyer accepts the seller’s counter: price agreed for both, purchasable by that buyer', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    await offer(s.seller, lead.id, 6_000)
    const own = await patchSelf(s.seller, lead.id, { accept: true })
    expect(fieldCode(own.body)).toBe('leads.error.ownOffer')
    const accepted = await patchSelf(s.buyer, lead.id, { accept: true })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({
      status: 'priceAgreed',
      stage: 'OFFER_ACCEPTED',
      label: 'agreement',
      outcome: 'accepted',
      agreedPriceMicros: $(6_000),
      agreedPrice: { buyerId: s.buyer.id, priceMicros: $(6_000), status: 'OPEN' },
    })
    const seller = await call(s.seller, 'GET', `/api/v1/leads/${lead.id}`)
    expect(seller.body).toMatchObject({ label: 'agreement', outcome: 'accepted' })
    const rows = await t.db
      .select()
      .from(leadAgreedPrices)
      .where(eq(leadAgreedPrices.leadId, lead.id))
    expect(rows).toMatchObject([{ buyerId: s.buyer.id, priceMicros: $(6_000), status: 'OPEN' }])
    expect(fieldCode((await offer(s.buyer, lead.id, 5_000)).body)).toBe('leads.error.priceAgreed')
    const sale = await call(s.seller, 'GET', '/api/v1/leads?folder=SALE_PENDING')
    expect(sale.body.items.map((l: { id: string }) => l.id)).toContain(lead.id)
  })

  it('the seller declines: the offer no longer stands and the buyer’s outcome is declined', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const declined = await patchSelf(s.seller, lead.id, { decline: true })
    expect(declined.body).toMatchObject({ hasActiveOffer: false, status: 'negotiating' })
    const buyer = await call(s.buyer, 'GET', `/api/v1/leads/${lead.id}`)
    expect(buyer.body).toMatchObject({ outcome: 'declined', label: 'noActive' })
    expect(fieldCode((await patchSelf(s.seller, lead.id, { accept: true })).body)).toBe(
      'leads.error.noActiveOffer',
    )
  })
})

describe('close, lock and unlock (§4)', () => {
  it('close actions are per role; closing locks; only the seller side reopens', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const wrong = await call(s.buyer, 'PATCH', `/api/v1/leads/${lead.id}`, {
      close: { action: 'sold', reason: 'UNKNOWN' },
    })
    expect(wrong.status).toBe(403)
    expect(fieldCode(wrong.body)).toBe('leads.error.closeAction')
    const closed = await call(s.seller, 'PATCH', `/api/v1/leads/${lead.id}`, {
      close: { action: 'stalled', reason: 'NO_RESPONSE', message: 'Closing for now.' },
    })
    expect(closed.body).toMatchObject({
      status: 'closedStalled',
      locked: true,
      closeReason: 'NO_RESPONSE',
      label: 'closed',
      stage: 'CLOSED_LOST',
      hasActiveOffer: false,
    })
    expect(closed.body.activities.at(-1)).toMatchObject({
      type: 'SellerCloseNegotiation',
      data: { closeAction: 'stalled', closeReason: 'NO_RESPONSE' },
    })
    expect(fieldCode((await offer(s.buyer, lead.id, 4_000)).body)).toBe('leads.error.closed')
    const buyerUnlock = await patchSelf(s.buyer, lead.id, { locked: false })
    expect(buyerUnlock.status).toBe(403)
    const reopened = await patchSelf(s.seller, lead.id, { locked: false })
    expect(reopened.body).toMatchObject({ status: 'new', locked: false })
    expect(reopened.body.activities.at(-1).type).toBe('UnlockNegotiation')
  })

  it('a buyer locks and may reopen their own lock; the outcome says who ended it', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const locked = await patchSelf(s.buyer, lead.id, { locked: true })
    expect(locked.body).toMatchObject({ status: 'closedLocked', locked: true })
    const seller = await call(s.seller, 'GET', `/api/v1/leads/${lead.id}`)
    expect(seller.body.outcome).toBe('negotiation_ended_by_buyer')
    const unlocked = await patchSelf(s.buyer, lead.id, { locked: false })
    expect(unlocked.body).toMatchObject({ status: 'new', locked: false })
  })

  it('closing with offerDeclined declines the standing offer first', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const res = await call(s.seller, 'PATCH', `/api/v1/leads/${lead.id}`, {
      close: { action: 'offerDeclined', reason: 'TOO_EXPENSIVE' },
    })
    expect(res.body.activities.map((a: { type: string }) => a.type)).toEqual([
      'BuyerOffer',
      'SellerOfferDecline',
      'SellerCloseNegotiation',
    ])
    expect(res.body.status).toBe('closedLocked')
  })
})

describe('broker assignment (§6, decision 404)', () => {
  it('the assigned broker negotiates; the seller watches the broker’s activity', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const notBroker = await patchSelf(s.seller, lead.id, {
      assignToBroker: true,
      brokerId: s.otherBuyer.id,
    })
    expect(fieldCode(notBroker.body)).toBe('leads.error.notBroker')
    expect((await patchSelf(s.buyer, lead.id, { assignToBroker: true })).status).toBe(403)
    const assigned = await patchSelf(s.seller, lead.id, {
      assignToBroker: true,
      brokerId: s.broker.id,
    })
    expect(assigned.body).toMatchObject({ brokerInfo: { key: s.broker.id }, label: 'assign' })
    const brokerView = await call(s.broker, 'GET', `/api/v1/leads/${lead.id}`)
    expect(brokerView.body).toMatchObject({ viewerRole: 'broker' })
    expect(brokerView.body).not.toHaveProperty('floorPriceMicros')
    const brokerList = await call(
      s.broker,
      'GET',
      '/api/v1/leads?view=broker&folder=NEEDS_ATTENTION',
    )
    expect(brokerList.body.items.map((l: { id: string }) => l.id)).toContain(lead.id)
    expect(fieldCode((await offer(s.seller, lead.id, 7_000)).body)).toBe(
      'leads.error.brokerAssigned',
    )
    const countered = await offer(s.broker, lead.id, 7_000)
    expect(countered.status).toBe(200)
    expect(countered.body.activities.at(-1)).toMatchObject({ type: 'BrokerOffer', actor: 'broker' })
    const seller = await call(s.seller, 'GET', `/api/v1/leads/${lead.id}`)
    expect(seller.body).toMatchObject({ label: 'brokerNewOffer', outcome: 'broker_assigned' })
    const selfBrokered = await call(s.seller, 'GET', '/api/v1/leads/selfBrokered')
    expect(selfBrokered.body.items.some((l: { id: string }) => l.id === lead.id)).toBe(false)
  })

  it('handing a lead to brokers without naming one waits as broker-pending', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const res = await patchSelf(s.seller, lead.id, { assignToBroker: true })
    expect(res.body).toMatchObject({ status: 'closedBrokered', label: 'brokerPending' })
    const back = await patchSelf(s.seller, lead.id, { assignToBroker: false })
    expect(back.body).toMatchObject({ status: 'new', assignToBroker: false })
  })
})

describe('lists: folders, like/star/read, sorts and paging (§3, §4, §9)', () => {
  it('like, star and read move a lead between folders, per side', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const minor = (body: object) =>
      call(s.seller, 'PATCH', `/api/v1/leads/selfBrokered/${lead.id}/minor`, body)
    expect((await minor({})).body.error.code).toBe('MALFORMED_INPUT')
    const marked = await minor({ likeStatus: 'LIKED', starred: true, read: true })
    expect(marked.body).toMatchObject({ likeStatus: 'LIKED', starred: true, read: true })
    const fav = await call(s.seller, 'GET', '/api/v1/leads?folder=FAVORITES')
    expect(fav.body.items.map((l: { id: string }) => l.id)).toEqual([lead.id])
    const buyerFav = await call(s.buyer, 'GET', '/api/v1/leads?view=buyer&folder=FAVORITES')
    expect(buyerFav.body.total).toBe(0)
    const counts = await call(s.seller, 'GET', '/api/v1/leads/counts')
    expect(counts.body).toEqual({
      view: 'seller',
      counts: {
        all: 1,
        NEEDS_ATTENTION: 1,
        FAVORITES: 1,
        IN_PROGRESS: 1,
        SALE_PENDING: 0,
        CLOSED: 0,
      },
    })
  })

  it('sorts by each key and pages with offset and limit; updated desc by default', async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const names = ['bravo', 'alpha', 'charlie'].map((n) => `${n}-${uniqueSuffix()}.com`)
    const ids: string[] = []
    for (const [i, name] of names.entries()) {
      await t.factories.domain({ sellerId: seller.id, name, status: 'ACTIVE' })
      ids.push((await offerOn(buyer, name, 1_000 * (i + 1))).id)
    }
    const list = async (query: string) =>
      ((await call(seller, 'GET', `/api/v1/leads?${query}`)).body as LeadPage).items.map(
        (l) => l.domainName.split('-')[0],
      )
    expect(await list('')).toEqual(['charlie', 'alpha', 'bravo'])
    expect(await list('sort=domain&order=asc')).toEqual(['alpha', 'bravo', 'charlie'])
    expect(await list('sort=lastOffer&order=desc')).toEqual(['charlie', 'alpha', 'bravo'])
    expect(await list('sort=created&order=asc')).toEqual(['bravo', 'alpha', 'charlie'])
    for (const key of ['assignee', 'status', 'updated', 'lastEvent']) {
      expect((await list(`sort=${key}`)).sort()).toEqual(['alpha', 'bravo', 'charlie'])
    }
    const page = await call(seller, 'GET', '/api/v1/leads?sort=domain&order=asc&offset=1&limit=1')
    expect(page.body.total).toBe(3)
    expect(page.body.items.map((l: { domainName: string }) => l.domainName)).toEqual([names[0]])
    const bad = await call(seller, 'GET', '/api/v1/leads?sort=price')
    expect(bad.body.error.code).toBe('MALFORMED_INPUT')
  })

  it('offersMade and offersReceived list the buyer’s side', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const made = await call(s.buyer, 'GET', '/api/v1/leads/offersMade')
    expect(made.body.items.map((l: { id: string }) => l.id)).toEqual([lead.id])
    expect((await call(s.buyer, 'GET', '/api/v1/leads/offersReceived')).body.total).toBe(0)
    await offer(s.seller, lead.id, 7_000)
    const received = await call(s.buyer, 'GET', '/api/v1/leads/offersReceived')
    expect(received.body.items[0]).toMatchObject({ id: lead.id, label: 'newOffer' })
  })
})

describe('messages (§4, §5)', () => {
  it('both sides post messages; the other side sees new message', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const sent = await call(s.seller, 'POST', `/api/v1/leads/selfBrokered/${lead.id}/message`, {
      message: 'See https://example.com/terms &amp; reply.',
    })
    // The buyer's offer still stands and the latest event is a message: step 8 of §4.
    expect(sent.body).toMatchObject({ status: 'negotiating', label: 'unknown' })
    const buyer = await call(s.buyer, 'GET', `/api/v1/leads/${lead.id}`)
    expect(buyer.body.label).toBe('newMessage')
    const reply = await call(s.buyer, 'POST', `/api/v1/leads/${lead.id}/messages`, {
      message: 'Thanks',
    })
    expect(reply.status).toBe(200)
    const messages = await call(s.seller, 'GET', `/api/v1/leads/${lead.id}/messages`)
    expect(messages.body.items.map((m: { type: string }) => m.type)).toEqual([
      'SellerMessage',
      'BuyerMessage',
    ])
    const empty = await call(s.buyer, 'POST', `/api/v1/leads/${lead.id}/messages`, { message: ' ' })
    expect(empty.body.error.code).toBe('MALFORMED_INPUT')
  })
})

describe('offer expiry (decision 402)', () => {
  it('closes offers past their expiry, records it and notifies both sides, once', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const notifier = createLeadNotifier({ mailer: null, publicUrl: 'http://localhost' })
    const later = new Date(Date.parse(lead.buyerOfferExpiry!) + 1000)
    // Other tests' leads may expire too; this one must be among them.
    expect(await expireOffers(t.db, later, notifier)).toBeGreaterThanOrEqual(1)
    expect(await expireOffers(t.db, later, notifier)).toBe(0)
    const seller = await call(s.seller, 'GET', `/api/v1/leads/${lead.id}`)
    expect(seller.body).toMatchObject({ hasActiveOffer: false, status: 'negotiating' })
    expect(seller.body.activities.at(-1)).toMatchObject({
      type: 'SellerOfferDecline',
      actor: 'system',
      data: { expired: true },
    })
    const notices = await t.db
      .select()
      .from(leadNotifications)
      .where(and(eq(leadNotifications.leadId, lead.id), eq(leadNotifications.kind, 'expired')))
    expect(notices.map((n) => n.recipientId).sort()).toEqual([s.buyer.id, s.seller.id].sort())
  })

  it('records a notice for the seller on a new offer', async () => {
    const s = await scenario()
    const lead = await offerOn(s.buyer, s.domain.name, 3_000)
    const notices = await t.db
      .select()
      .from(leadNotifications)
      .where(eq(leadNotifications.leadId, lead.id))
    expect(notices).toMatchObject([{ recipientId: s.seller.id, kind: 'offer' }])
  })
})

describe('demo leads (seed)', () => {
  it('gives the demo seller negotiations in many states, and the broker assigned ones', async () => {
    await seedDemoData(t.db)
    const [seller] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS[0]!.email))
    // A shared PostgreSQL keeps the demo leads of earlier runs, which the expiry test above
    // (and earlier runs of it) have moved on: start the demo negotiations afresh.
    await t.db.delete(leads).where(eq(leads.sellerId, seller!.id))
    await seedDemoLeads(t.db, new Date())
    const [broker] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'broker@demo.namefolio.test'))
    const page = await call(seller!, 'GET', '/api/v1/leads')
    expect(page.body.total).toBeGreaterThanOrEqual(12)
    const labels = new Set(page.body.items.map((l: { label: string }) => l.label))
    for (const label of ['newOffer', 'awaiting', 'newMessage', 'agreement', 'closed', 'assign']) {
      expect(labels).toContain(label)
    }
    const assigned = await call(broker!, 'GET', '/api/v1/leads?view=broker')
    expect(assigned.body.total).toBeGreaterThanOrEqual(2)
  })
})
