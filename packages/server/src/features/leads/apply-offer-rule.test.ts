import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type { LeadDetail } from '@namefolio/core/negotiations/leads.contract'
import { leadNotifications } from '../../db/schema/leads.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()
const { json: call } = userRequests(() => t)
const $ = usdToMicros
const TEMPLATE = 'Thanks for the offer: here is what I can do.'

/** A seller with a listed domain (buy now $10,000, floor $1,000), and a buyer. */
async function scenario() {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const domain = await t.factories.domain({
    sellerId: seller.id,
    name: `rule-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
    buynowPriceMicros: $(10_000),
    floorPriceMicros: $(1_000),
  })
  return { seller, buyer, domain }
}

async function saveRule(seller: UserRow, rule: object): Promise<{ id: string }> {
  const res = await call(seller, 'PUT', '/api/v1/offer-rules', rule)
  expect(res.status).toBe(200)
  return res.body
}

async function offerOn(buyer: UserRow, domainName: string, usd: number): Promise<LeadDetail> {
  const res = await call(buyer, 'POST', '/api/v1/leads', { domainName, offerMicros: $(usd) })
  expect(res.status).toBe(201)
  return res.body
}

const lastOf = (lead: LeadDetail) => lead.activities.at(-1)!

describe('an arriving offer meets the seller’s offer rule (issue 24)', () => {
  it('a rule auto-counters: the buyer gets the counter with the reply, the seller sees it was the rule', async () => {
    const s = await scenario()
    const rule = await saveRule(s.seller, {
      counter: { kind: 'percentOfBuyNow', percent: 90 },
      replyTemplate: TEMPLATE,
    })
    const seen = await offerOn(s.buyer, s.domain.name, 3000)
    // The buyer's answer already carries the counter, as a seller's message without internals.
    expect(seen).toMatchObject({ sellerOfferMicros: $(9000), negotiationStatus: 'NEGOTIATING' })
    expect(lastOf(seen)).toMatchObject({
      type: 'SellerOffer',
      actor: 'seller',
      offerMicros: $(9000),
      message: TEMPLATE,
      data: {},
    })
    const sellerView = (await call(s.seller, 'GET', `/api/v1/leads/${seen.id}`)).body as LeadDetail
    expect(lastOf(sellerView)).toMatchObject({
      type: 'SellerOffer',
      data: { offerRuleId: rule.id },
    })
    // The buyer hears of the counter as of any seller's counter.
    const notices = await t.db
      .select()
      .from(leadNotifications)
      .where(
        and(eq(leadNotifications.leadId, seen.id), eq(leadNotifications.recipientId, s.buyer.id)),
      )
    expect(notices.map((n) => n.kind)).toEqual(['counterOffer'])
  })

  it('a rule auto-accepts at or above its price: the price is agreed and the payment window opens', async () => {
    const s = await scenario()
    const rule = await saveRule(s.seller, { acceptAtOrAboveMicros: $(5000) })
    const seen = await offerOn(s.buyer, s.domain.name, 5000)
    expect(seen).toMatchObject({ negotiationStatus: 'PRICE_AGREED', agreedPriceMicros: $(5000) })
    expect(seen.agreedPrice).toMatchObject({ status: 'OPEN', priceMicros: $(5000) })
    const sellerView = (await call(s.seller, 'GET', `/api/v1/leads/${seen.id}`)).body as LeadDetail
    expect(lastOf(sellerView)).toMatchObject({
      type: 'SellerOfferAccept',
      data: { offerRuleId: rule.id },
    })
  })

  it('a rule auto-declines below its price, with its reply as the message', async () => {
    const s = await scenario()
    await saveRule(s.seller, { declineBelowMicros: $(2000), replyTemplate: TEMPLATE })
    const seen = await offerOn(s.buyer, s.domain.name, 1500)
    expect(seen.hasActiveOffer).toBe(false)
    expect(lastOf(seen)).toMatchObject({ type: 'SellerOfferDecline', message: TEMPLATE })
  })

  it('the domain rule overrides the portfolio rule; paused, it leaves the offer to the seller', async () => {
    const s = await scenario()
    await saveRule(s.seller, { acceptAtOrAboveMicros: $(5000) })
    const own = await saveRule(s.seller, {
      domainName: s.domain.name,
      counter: { kind: 'price', priceMicros: $(8000) },
    })
    const countered = await offerOn(s.buyer, s.domain.name, 6000)
    expect(lastOf(countered)).toMatchObject({ type: 'SellerOffer', offerMicros: $(8000) })

    await call(s.seller, 'PATCH', `/api/v1/offer-rules/${own.id}`, { paused: true })
    const other = await t.factories.user({ roles: ['buyer'] })
    const untouched = await offerOn(other, s.domain.name, 6000)
    expect(untouched).toMatchObject({ negotiationStatus: 'NEW', hasActiveOffer: true })
    expect(untouched.activities.map((a) => a.type)).toEqual(['BuyerOffer'])
  })

  it('answers a buyer’s counter too, but never repeats the same counter (§5 sameOffer)', async () => {
    const s = await scenario()
    await saveRule(s.seller, { counter: { kind: 'price', priceMicros: $(9000) } })
    const first = await offerOn(s.buyer, s.domain.name, 3000)
    const again = await call(s.buyer, 'POST', `/api/v1/leads/selfBrokered/${first.id}/offer`, {
      offerMicros: $(4000),
    })
    expect(again.status).toBe(200)
    const types = (again.body as LeadDetail).activities.map((a) => a.type)
    expect(types).toEqual(['BuyerOffer', 'SellerOffer', 'BuyerOffer'])
    expect(again.body).toMatchObject({ lastOfferMicros: $(4000), hasActiveOffer: true })
  })

  it('without a rule an offer waits for the seller', async () => {
    const s = await scenario()
    const seen = await offerOn(s.buyer, s.domain.name, 3000)
    expect(seen.activities.map((a) => a.type)).toEqual(['BuyerOffer'])
  })
})
