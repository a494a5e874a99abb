import { eq, inArray } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { RETRY_DELAYS_MS } from '@namefolio/core/webhooks/webhooks.contract'
import { DISABLE_AFTER_FAILED_DELIVERIES } from '@namefolio/core/webhooks/webhooks.constants'
import { afterEach, describe, expect, it } from 'vitest'
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookEndpointRow,
} from '../../db/schema/webhooks.ts'
import { createMailer, listOutboxFor } from '../../mail/mailer.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { startWebhookReceiver } from '../../test/webhook-receiver.ts'
import { createWebhookEndpoint } from './create-webhook-endpoint.ts'
import { deliverDueWebhooks, nextAttemptAfter, type DeliveryDeps } from './deliver-due-webhooks.ts'
import { publishWebhookEvent } from './publish-webhook-event.ts'
import { createEndpointDisabledNotice } from './webhook-disabled-mail.ts'
import { resolveWithSystemDns } from './webhook-target.ts'

// Issue 24: "delivered by a durable job with exponential retries, a delivery log with response
// codes … and disabling after repeated failure with an e-mail"; decision 1112.
const t = testAppForFile()
const receivers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()))
})

// Deliveries here are due in 2100 and sent on that clock: the app's own poller (real time)
// and other test files sharing a PostgreSQL database never take them.
const FAR = new Date('2100-01-01T00:00:00Z')
const at = (ms: number) => new Date(FAR.getTime() + ms)

function deps(disabled: WebhookEndpointRow[] = []): DeliveryDeps {
  return {
    db: t.db,
    policy: { allowPrivateTargets: true, resolve: resolveWithSystemDns },
    onEndpointDisabled: async (endpoint) => {
      disabled.push(endpoint)
      await createEndpointDisabledNotice({
        db: t.db,
        mailer: createMailer({ db: t.db, smtpUrl: null, from: 'test@namefolio.test' }),
        publicUrl: 'http://localhost:3000',
        log: { warn: () => {} },
      })(endpoint)
    },
  }
}

async function subscribedSeller(statuses: number[]) {
  const receiver = await startWebhookReceiver(statuses)
  receivers.push(receiver)
  const seller = await t.factories.seller()
  const endpoint = await createWebhookEndpoint(
    t.db,
    { kind: 'seller', id: seller.id },
    { url: receiver.url, eventTypes: ['offer.received'] },
    { allowPrivateTargets: true, resolve: resolveWithSystemDns },
  )
  receiver.useSecret(endpoint.secret)
  return { seller, receiver, endpoint }
}

async function publish(sellerId: string, data: Record<string, unknown> = {}) {
  const { messageId } = await publishWebhookEvent(t.db, {
    type: 'offer.received',
    owners: [{ kind: 'seller', id: sellerId }],
    data,
  })
  await t.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: FAR })
    .where(eq(webhookDeliveries.messageId, messageId))
  return messageId
}

async function deliveryOf(endpointId: string) {
  const [delivery] = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
  const attempts = await t.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery!.id))
    .orderBy(webhookAttempts.createdAt)
  return { delivery: delivery!, attempts }
}

describe('the webhook delivery job', () => {
  it('sends a signed Standard Webhooks request that the library verifies', async () => {
    const { seller, receiver } = await subscribedSeller([200])
    const messageId = await publish(seller.id, { leadId: 'lead-1' })
    await deliverDueWebhooks(deps(), FAR)

    expect(receiver.received).toHaveLength(1)
    const [request] = receiver.received
    expect(request!.headers['webhook-id']).toBe(messageId)
    expect(request!.verified).toEqual({
      ok: true,
      payload: {
        type: 'offer.received',
        timestamp: expect.any(String),
        data: { leadId: 'lead-1' },
      },
    })
  })

  it('a tampered body or another secret fails verification (the check can fail)', async () => {
    const { seller, receiver, endpoint } = await subscribedSeller([200])
    await publish(seller.id, { leadId: 'lead-2' })
    await deliverDueWebhooks(deps(), FAR)
    const { headers, body } = receiver.received[0]!
    expect(() =>
      new Webhook(endpoint.secret).verify(body.replace('lead-2', 'lead-3'), headers),
    ).toThrow()
    const other = 'whsec_' + Buffer.alloc(32, 7).toString('base64')
    expect(() => new Webhook(other).verify(body, headers)).toThrow()
  })

  it('retries after a 500 on the schedule, logs both attempts, and then delivers', async () => {
    const { seller, receiver, endpoint } = await subscribedSeller([500, 200])
    await publish(seller.id)

    await deliverDueWebhooks(deps(), FAR)
    let log = await deliveryOf(endpoint.id)
    expect(log.delivery.state).toBe('pending')
    expect(log.delivery.nextAttemptAt).toEqual(at(RETRY_DELAYS_MS[0]))
    expect(log.attempts.map((a) => a.statusCode)).toEqual([500])
    expect(log.attempts[0]!.responseExcerpt).toBe('receiver says 500')

    // Not yet due a second before the retry: nothing is sent.
    await deliverDueWebhooks(deps(), at(RETRY_DELAYS_MS[0] - 1000))
    expect(receiver.received).toHaveLength(1)

    await deliverDueWebhooks(deps(), at(RETRY_DELAYS_MS[0]))
    log = await deliveryOf(endpoint.id)
    expect(log.delivery.state).toBe('delivered')
    expect(log.attempts.map((a) => a.statusCode)).toEqual([500, 200])
    expect(receiver.received).toHaveLength(2)
    // One message, one id, however many attempts: receivers deduplicate by it.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1)
    expect(receiver.received.every((r) => r.verified.ok)).toBe(true)
  })

  it('backs off exponentially and gives up after the last retry', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    const waits = RETRY_DELAYS_MS.map(
      (_, i) => nextAttemptAfter(i + 1, now)!.getTime() - now.getTime(),
    )
    expect(waits).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ])
    expect(nextAttemptAfter(RETRY_DELAYS_MS.length + 1, now)).toBeNull()
  })

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const { seller, endpoint } = await subscribedSeller([302])
    await publish(seller.id)
    await deliverDueWebhooks(deps(), FAR)
    const log = await deliveryOf(endpoint.id)
    expect(log.attempts.map((a) => a.statusCode)).toEqual([302])
    expect(log.delivery.state).toBe('pending')
  })

  it('disables the endpoint after repeated failed deliveries and e-mails the seller', async () => {
    const { seller, endpoint } = await subscribedSeller([500])
    for (let i = 0; i < DISABLE_AFTER_FAILED_DELIVERIES; i += 1) await publish(seller.id)
    const disabled: WebhookEndpointRow[] = []
    let clock = 0
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      clock += delay
      await deliverDueWebhooks(deps(disabled), at(clock))
    }

    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
    expect(deliveries.map((d) => d.state)).toEqual(
      Array(DISABLE_AFTER_FAILED_DELIVERIES).fill('failed'),
    )
    const attempts = await t.db
      .select()
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.deliveryId,
          deliveries.map((d) => d.id),
        ),
      )
    expect(attempts).toHaveLength(DISABLE_AFTER_FAILED_DELIVERIES * (RETRY_DELAYS_MS.length + 1))
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id))
    expect(row!.status).toBe('disabled')
    expect(disabled.map((e) => e.id)).toEqual([endpoint.id])
    const mails = await listOutboxFor(t.db, seller.email)
    expect(mails.map((m) => m.subject)).toEqual(['A webhook endpoint was disabled'])

    // A disabled endpoint is owed nothing new.
    const later = await publishWebhookEvent(t.db, {
      type: 'offer.received',
      owners: [{ kind: 'seller', id: seller.id }],
      data: {},
    })
    expect(later.deliveries).toBe(0)
  })

  it('one delivery that succeeds ends the run of failures', async () => {
    const { seller, endpoint } = await subscribedSeller([200])
    await t.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: DISABLE_AFTER_FAILED_DELIVERIES - 1 })
      .where(eq(webhookEndpoints.id, endpoint.id))
    await publish(seller.id)
    await deliverDueWebhooks(deps(), FAR)
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id))
    expect(row).toMatchObject({ status: 'active', consecutiveFailures: 0 })
  })
})
