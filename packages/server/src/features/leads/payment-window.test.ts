import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type { LeadDetail, LeadPage } from '@namefolio/core/negotiations/leads.contract'
import type { NotificationPage } from '@namefolio/core/notifications/notifications.contract'
import { domains } from '../../db/schema/domains.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { mailsTo } from '../../test/identity-helpers.ts'
import { listedDomain } from '../../test/listed-domain.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(() => t.close())

const $ = usdToMicros
const HOUR = 3_600_000
const DAY = 24 * HOUR
const OK_CARD = '4242 4242 4242 4242'
let keySeq = 0
let admin: UserRow | undefined

async function call(
  user: UserRow | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(user ? await t.signedIn(user) : {}), ...headers },
    ...(payload ? { payload } : {}),
  })
  return res
}

/** An order at checkout with the sandbox card that is charged: of a domain, or an agreed price. */
const order = (
  buyer: UserRow,
  what: { agreedPriceId: string } | { domainName: string },
  cardName = 'Bo Buyer',
) =>
  call(
    buyer,
    'POST',
    '/api/v1/checkout/orders',
    { ...what, cardName, cardNumber: OK_CARD },
    { 'idempotency-key': `pay-window-${Date.now()}-${++keySeq}` },
  )

/** A listed domain on which the seller accepted the buyer's $3,000 offer. */
async function agreed() {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const domain = await listedDomain(t, seller.id, 'agreed', {
    landerTemplate: 'LEASE_TO_OWN',
    leasingEnabled: true,
    maxLeasePeriod: 12,
  })
  const offered = await call(buyer, 'POST', '/api/v1/leads', {
    domainName: domain.name,
    offerMicros: $(3_000),
  })
  expect(offered.statusCode).toBe(201)
  const leadId = (offered.json() as LeadDetail).id
  const before = Date.now()
  const accepted = await call(seller, 'PATCH', `/api/v1/leads/selfBrokered/${leadId}`, {
    accept: true,
  })
  expect(accepted.statusCode).toBe(200)
  const lead = accepted.json() as LeadDetail
  return { seller, buyer, domain, leadId, lead, before }
}

const detail = async (user: UserRow, leadId: string) =>
  (await call(user, 'GET', `/api/v1/leads/${leadId}`)).json() as LeadDetail
/** The payment-window job at a later clock, for one seller's agreements (an admin's test control). */
const sweep = async (seller: UserRow, now: number) => {
  admin ??= await t.factories.user({ roles: ['admin'] })
  const res = await call(admin, 'POST', '/api/v1/test/leads/payment-windows', {
    now: new Date(now).toISOString(),
    sellerId: seller.id,
  })
  expect(res.statusCode).toBe(200)
  return res.json() as { reminded: number; closed: number }
}
const notices = async (user: UserRow) =>
  ((await call(user, 'GET', '/api/v1/account/notifications')).json() as NotificationPage).items
const lander = (name: string) => t.app.inject({ method: 'GET', url: `/lander/${name}` })

describe('an agreed price leads the buyer to pay (issue 13, decisions 960–963)', () => {
  it('gives the buyer "Pay $X" with a 7-day deadline on the negotiation, in offers made, in the notification and the e-mail', async () => {
    const { seller, buyer, leadId, lead, before } = await agreed()
    const agreement = lead.agreedPrice!
    const deadline = Date.parse(agreement.deadline)
    expect(deadline).toBeGreaterThanOrEqual(before + 7 * DAY)
    expect(deadline).toBeLessThan(Date.now() + 7 * DAY + 1000)

    const forBuyer = await detail(buyer, leadId)
    expect(forBuyer.agreedPrice).toMatchObject({
      priceMicros: $(3_000),
      paymentState: 'AWAITING_PAYMENT',
      checkoutPath: `/checkout/agreed/${agreement.id}`,
    })
    expect((await detail(seller, leadId)).agreedPrice?.checkoutPath).toBeNull()

    const made = (await call(buyer, 'GET', '/api/v1/leads/offersMade')).json() as LeadPage
    expect(made.items.find((l) => l.id === leadId)?.payment).toMatchObject({
      agreedPriceId: agreement.id,
      priceMicros: $(3_000),
      checkoutPath: `/checkout/agreed/${agreement.id}`,
    })

    const [buyerNotice] = await notices(buyer)
    expect(buyerNotice).toMatchObject({
      kind: 'accepted',
      checkoutPath: `/checkout/agreed/${agreement.id}`,
      payBy: agreement.deadline,
    })
    // The seller who accepted hears of it too, with the deadline and no checkout.
    const [sellerNotice] = await notices(seller)
    expect(sellerNotice).toMatchObject({ kind: 'accepted', payBy: agreement.deadline })
    expect(sellerNotice?.checkoutPath ?? null).toBeNull()

    const [buyerMail] = (await mailsTo(t, buyer)).filter((m) =>
      m.subject.startsWith('Price agreed'),
    )
    expect(buyerMail?.textBody).toMatch(
      /You agreed on \$3,000 with the seller\. Pay by \w{3} \d+, \d{4}/,
    )
    expect(buyerMail?.textBody).toContain(
      `Pay $3,000: http://localhost:3000/checkout/agreed/${agreement.id}`,
    )
    const [sellerMail] = (await mailsTo(t, seller)).filter((m) =>
      m.subject.startsWith('Price agreed'),
    )
    expect(sellerMail?.textBody).toMatch(
      /You agreed on \$3,000 with the buyer\. Waiting for their payment until/,
    )
    expect(sellerMail?.textBody).not.toMatch(/can now purchase/i)
  })

  it('shows the seller the buyer’s payment signals: checkout opened, payment started, paid', async () => {
    const { seller, buyer, leadId, lead } = await agreed()
    const id = lead.agreedPrice!.id
    const checkout = await call(buyer, 'GET', `/checkout/agreed/${id}`)
    expect(checkout.statusCode).toBe(200)
    // The checkout says by when, in the words of the negotiation page.
    expect(checkout.body).toMatch(
      /<td>Pay by<\/td><td class="num">\w{3} \d+, \d{4} at \d\d:\d\d[ap]m ET<\/td>/,
    )
    expect((await detail(seller, leadId)).agreedPrice).toMatchObject({
      paymentState: 'CHECKOUT_OPENED',
      paymentStartedAt: null,
    })
    const paid = await order(buyer, { agreedPriceId: id })
    expect(paid.json()).toMatchObject({ status: 'PAID', chargedMicros: $(3_000) })
    const seen = (await detail(seller, leadId)).agreedPrice!
    expect(seen.paymentState).toBe('PAID')
    expect(seen.checkoutOpenedAt).not.toBeNull()
    expect(seen.paymentStartedAt).not.toBeNull()
    expect(seen.paidAt).not.toBeNull()
  })

  it('reserves the domain for the buyer: the lander drops Buy Now and other checkouts are refused', async () => {
    const { domain } = await agreed()
    const page = await lander(domain.name)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('>Buy now</button>')
    expect(page.body).toContain('>Send offer</button>')
    const other = await t.factories.user({ roles: ['buyer'] })
    const res = await order(other, { domainName: domain.name }, 'Other')
    expect(res.statusCode).toBe(409)
  })

  it('refuses a second agreement on a reserved domain with leads.error.reserved', async () => {
    const { seller, domain } = await agreed()
    const other = await t.factories.user({ roles: ['buyer'] })
    const offered = await call(other, 'POST', '/api/v1/leads', {
      domainName: domain.name,
      offerMicros: $(4_000),
    })
    expect(offered.statusCode).toBe(201)
    const res = await call(
      seller,
      'PATCH',
      `/api/v1/leads/selfBrokered/${(offered.json() as LeadDetail).id}`,
      { accept: true },
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields[0].code).toBe('leads.error.reserved')
  })

  it('reminds the buyer 3 days and 1 day before the deadline, once each, by e-mail and notification', async () => {
    const { seller, buyer, lead } = await agreed()
    const deadline = Date.parse(lead.agreedPrice!.deadline)
    expect(await sweep(seller, deadline - 4 * DAY)).toEqual({ reminded: 0, closed: 0 })
    expect(await sweep(seller, deadline - 3 * DAY + HOUR)).toEqual({ reminded: 1, closed: 0 })
    expect(await sweep(seller, deadline - 2 * DAY)).toEqual({ reminded: 0, closed: 0 })
    expect(await sweep(seller, deadline - 20 * HOUR)).toEqual({ reminded: 1, closed: 0 })
    expect(await sweep(seller, deadline - HOUR)).toEqual({ reminded: 0, closed: 0 })
    const reminders = (await notices(buyer)).filter((n) => n.kind === 'paymentDue')
    expect(reminders).toHaveLength(2)
    expect(reminders[0]?.checkoutPath).toBe(`/checkout/agreed/${lead.agreedPrice!.id}`)
    const mails = (await mailsTo(t, buyer)).filter((m) => m.subject.startsWith('Reminder: pay'))
    expect(mails).toHaveLength(2)
    expect(mails[0]?.textBody).toMatch(/Reminder: you agreed on \$3,000 with the seller\. Pay by/)
    expect((await notices(seller)).some((n) => n.kind === 'paymentDue')).toBe(false)
  })

  it('when the window passes unpaid, closes the lead as not purchased for both sides and puts the domain back on sale', async () => {
    const { seller, buyer, domain, leadId, lead } = await agreed()
    expect((await lander(domain.name)).body).not.toContain('>Buy now</button>')
    const deadline = Date.parse(lead.agreedPrice!.deadline)
    expect(await sweep(seller, deadline + HOUR)).toEqual({ reminded: 0, closed: 1 })
    expect(await sweep(seller, deadline + 2 * HOUR)).toEqual({ reminded: 0, closed: 0 })

    for (const user of [seller, buyer]) {
      const closed = await detail(user, leadId)
      expect(closed).toMatchObject({
        negotiationStatus: 'CLOSED_STALLED',
        closeReason: 'NOT_PURCHASED',
        payment: null,
        paymentOutcome: 'WINDOW_CLOSED',
      })
      expect(closed.agreedPrice).toMatchObject({
        status: 'EXPIRED',
        paymentState: 'EXPIRED',
        checkoutPath: null,
      })
      expect(closed.activities.at(-1)).toMatchObject({
        actor: 'system',
        data: { closeReason: 'NOT_PURCHASED', paymentWindowPassed: true },
      })
      expect((await notices(user))[0]?.kind).toBe('paymentWindowClosed')
    }
    // The buyer's "Pay $X" notice no longer leads to a checkout (decision 970).
    const accepted = (await notices(buyer)).find((n) => n.kind === 'accepted')
    expect(accepted).toMatchObject({ checkoutPath: null, paymentOutcome: 'WINDOW_CLOSED' })
    const made = (await call(buyer, 'GET', '/api/v1/leads/offersMade')).json() as LeadPage
    expect(made.items.find((l) => l.id === leadId)).toMatchObject({
      payment: null,
      paymentOutcome: 'WINDOW_CLOSED',
    })
    const [sellerMail] = await mailsTo(t, seller)
    expect(sellerMail?.textBody).toMatch(
      /The buyer did not pay the agreed \$3,000 by .*your domain is for sale again/,
    )

    // Back on sale with the settings it had: the landers' cache learned it at once.
    const [row] = await t.db.select().from(domains).where(eq(domains.id, domain.id))
    expect(row).toMatchObject({ status: 'ACTIVE', buynowPriceMicros: $(10_000), soldAt: null })
    const page = await lander(domain.name)
    expect(page.body).toContain('>Buy now</button>')
    expect(page.body).toContain('>Lease to own</button>')
    const unavailable = await call(buyer, 'GET', `/checkout/agreed/${lead.agreedPrice!.id}`)
    expect(unavailable.statusCode).toBe(404)
  })

  it('once paid, the lead is sold and closed for both sides and no Pay link is left: not in the notification, not in offers made (decision 970)', async () => {
    const { seller, buyer, leadId, lead } = await agreed()
    const id = lead.agreedPrice!.id
    const paid = await order(buyer, { agreedPriceId: id })
    expect(paid.json()).toMatchObject({ status: 'PAID' })

    for (const user of [seller, buyer]) {
      const sold = await detail(user, leadId)
      expect(sold).toMatchObject({
        negotiationStatus: 'CLOSED_SOLD',
        status: 'closedSold',
        stage: 'CLOSED_WON',
        label: 'sold',
        outcome: 'domain_sold',
        locked: true,
        payment: null,
        paymentOutcome: 'PAID',
      })
      expect(sold.agreedPrice).toMatchObject({ status: 'PURCHASED', checkoutPath: null })
      expect(sold.activities.at(-1)).toMatchObject({
        actor: 'system',
        data: { closeAction: 'sold', agreementPaid: true },
      })
      // Nothing to do on a sold negotiation: no offer, no accept, no close, no reopening.
      expect(sold.actions).toMatchObject({
        canOffer: false,
        canAccept: false,
        canClose: false,
        canUnlock: false,
      })
    }
    const made = (await call(buyer, 'GET', '/api/v1/leads/offersMade')).json() as LeadPage
    expect(made.items.find((l) => l.id === leadId)).toMatchObject({
      payment: null,
      paymentOutcome: 'PAID',
    })
    const accepted = (await notices(buyer)).find((n) => n.kind === 'accepted')
    expect(accepted).toMatchObject({ checkoutPath: null, paymentOutcome: 'PAID' })
  })
})
