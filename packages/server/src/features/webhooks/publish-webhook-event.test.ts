import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../test/build-test-app.ts'
import { createWebhookEndpoint } from './create-webhook-endpoint.ts'
import { publishWebhookEvent } from './publish-webhook-event.ts'
import { listDeliveriesOfMessage } from './webhooks.repository.ts'

// Issue 24 (webhooks): an event is owed to every active endpoint of its owners that subscribed
// to its type, and to no one else.
const t = testAppForFile()

describe('publishWebhookEvent', () => {
  it('owes a delivery to the subscribed endpoints of the owners only', async () => {
    const seller = await t.factories.seller()
    const other = await t.factories.seller()
    const partnerId = crypto.randomUUID()
    const subscribed = await createWebhookEndpoint(
      t.db,
      { kind: 'seller', id: seller.id },
      {
        url: 'https://example.com/hooks',
        eventTypes: ['offer.received', 'price.agreed'],
      },
    )
    await createWebhookEndpoint(
      t.db,
      { kind: 'seller', id: seller.id },
      {
        url: 'https://example.com/payouts',
        eventTypes: ['payout.issued'],
      },
    )
    await createWebhookEndpoint(
      t.db,
      { kind: 'seller', id: other.id },
      {
        url: 'https://example.org/hooks',
        eventTypes: ['offer.received'],
      },
    )
    const partner = await createWebhookEndpoint(
      t.db,
      { kind: 'partner', id: partnerId },
      {
        url: 'https://partner.example/hooks',
        eventTypes: ['offer.received'],
      },
    )

    const published = await publishWebhookEvent(t.db, {
      type: 'offer.received',
      owners: [
        { kind: 'seller', id: seller.id },
        { kind: 'partner', id: partnerId },
      ],
      data: { leadId: crypto.randomUUID() },
    })

    const owed = await listDeliveriesOfMessage(t.db, published.messageId)
    expect(owed.map((d) => d.endpointId).sort()).toEqual([subscribed.id, partner.id].sort())
    expect(owed.every((d) => d.state === 'pending')).toBe(true)
  })

  it('gives each endpoint its own Standard Webhooks secret', async () => {
    const seller = await t.factories.seller()
    const owner = { kind: 'seller', id: seller.id } as const
    const input = { url: 'https://example.com/a', eventTypes: ['listing.changed' as const] }
    const a = await createWebhookEndpoint(t.db, owner, input)
    const b = await createWebhookEndpoint(t.db, owner, input)
    expect(a.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(a.secret).not.toBe(b.secret)
  })
})
