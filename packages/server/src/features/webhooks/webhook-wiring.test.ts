import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { webhookDeliveries, webhookMessages } from '../../db/schema/webhooks.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { testAppForFile, uniqueSuffix } from '../../test/build-test-app.ts'
import { userRequests, type Method } from '../../test/user-requests.ts'
import { createWebhookEndpoint } from './create-webhook-endpoint.ts'

// Issue 24: "the seller … subscribes a URL to events (offer received, countered, price agreed,
// …, listing changed …)": the use cases publish them to the seller's endpoints.
const t = testAppForFile({ BACKGROUND_JOBS: 'false' })

const { inject } = userRequests(() => t)
// Checkout asks for an idempotency key; the other routes ignore it.
const as = (user: UserRow, method: Method, url: string, payload?: object) =>
  inject(user, method, url, payload, { 'idempotency-key': `wiring-${uniqueSuffix()}` })

async function subscribedSeller() {
  const seller = await t.factories.seller()
  const { id } = await createWebhookEndpoint(
    t.db,
    { kind: 'seller', id: seller.id },
    {
      url: 'https://hooks.example.test/in',
      eventTypes: [
        'offer.received',
        'offer.countered',
        'price.agreed',
        'listing.changed',
        'transaction.paid',
        'transfer.updated',
      ],
    },
  )
  return { seller, endpointId: id }
}

async function owed(endpointId: string) {
  return t.db
    .select({ type: webhookMessages.type, data: webhookMessages.data })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt)
}

describe('use cases publish webhook events to the seller', () => {
  it('an offer arriving publishes offer.received; a counter publishes offer.countered', async () => {
    const { seller, endpointId } = await subscribedSeller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `hooked-${uniqueSuffix()}.com`,
      status: 'ACTIVE',
      buynowPriceMicros: 2_000_000_000,
    })
    const lead = await as(buyer, 'POST', '/api/v1/leads', {
      domainName: domain.name,
      offerMicros: 500_000_000,
    })
    expect(lead.statusCode).toBe(201)
    const leadId = lead.json().id as string
    expect(await owed(endpointId)).toEqual([
      {
        type: 'offer.received',
        data: { leadId, domainName: domain.name, offerMicros: 500_000_000 },
      },
    ])

    const counter = await as(seller, 'POST', `/api/v1/leads/selfBrokered/${leadId}/offer`, {
      offerMicros: 900_000_000,
    })
    expect(counter.statusCode).toBeLessThan(300)
    expect((await owed(endpointId)).map((m) => m.type)).toEqual([
      'offer.received',
      'offer.countered',
    ])
  })

  it("another seller's endpoint hears nothing of it", async () => {
    const { endpointId } = await subscribedSeller()
    const { seller } = await subscribedSeller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `other-${uniqueSuffix()}.com`,
      status: 'ACTIVE',
      buynowPriceMicros: 2_000_000_000,
    })
    await as(buyer, 'POST', '/api/v1/leads', { domainName: domain.name, offerMicros: 1 })
    expect(await owed(endpointId)).toEqual([])
  })

  it('a paid checkout publishes transaction.paid and the transfer step', async () => {
    const { seller, endpointId } = await subscribedSeller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `bought-${uniqueSuffix()}.com`,
      status: 'ACTIVE',
      buynowPriceMicros: 1_200_000_000,
    })
    const order = await as(buyer, 'POST', '/api/v1/checkout/orders', {
      cardName: 'Bo Buyer',
      cardNumber: '4242424242424242', // the sandbox provider's card that succeeds
      domainName: domain.name,
    })
    expect(order.statusCode).toBeLessThan(300)
    const transactionId = order.json().transactionId as string
    const types = (await owed(endpointId)).map((m) => [m.type, m.data.transactionId])
    expect(types).toContainEqual(['transaction.paid', transactionId])
    expect(types.filter(([type]) => type === 'transfer.updated').length).toBeGreaterThan(0)
  })

  it('a listing edit publishes listing.changed with the name', async () => {
    const { seller, endpointId } = await subscribedSeller()
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `listed-${uniqueSuffix()}.com`,
      status: 'ACTIVE',
      buynowPriceMicros: 2_000_000_000,
    })
    const edit = await as(seller, 'PATCH', `/api/v2/domains/${domain.name}`, { featured: true })
    expect(edit.statusCode).toBeLessThan(300)
    // Published after the edit's commit, from the listing-changes signal: wait for the row.
    let messages = await owed(endpointId)
    for (let i = 0; i < 200 && messages.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      messages = await owed(endpointId)
    }
    expect(messages).toEqual([{ type: 'listing.changed', data: { domainNames: [domain.name] } }])
  })
})
