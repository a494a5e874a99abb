import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebhookDelivery } from '@namefolio/core/webhooks/webhooks.contract'
import { createApiToken } from '../../auth/api-tokens.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { startWebhookReceiver } from '../../test/webhook-receiver.ts'

// Issue 24 "API for sellers and OAuth apps": endpoints, delivery log, redelivery by hand, test
// events; scoped to the owner (another seller's ids are 404s), hostile input answers 4xx.
let t: TestApp
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
beforeAll(async () => {
  t = await buildTestApp({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })
  receiver = await startWebhookReceiver([200])
})
afterAll(async () => {
  await receiver.close()
  await t.close()
})

async function as(
  who: UserRow | { authorization: string },
  method: string,
  url: string,
  payload?: object,
) {
  const headers = 'authorization' in who ? who : await t.signedIn(who)
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload ? { payload } : {}),
  })
}

async function subscribe(seller: UserRow, url = 'https://hooks.example.com/in') {
  const res = await as(seller, 'POST', '/api/v1/webhooks', {
    url,
    eventTypes: ['offer.received', 'payout.issued', 'offer.received'],
  })
  expect(res.statusCode).toBe(201)
  return res.json() as { endpoint: { endpointId: string }; secret: string }
}

/** Reads the log until the delivery has left `pending` (the job answers in its own time). */
async function settled(seller: UserRow, endpointId: string, deliveryId: string) {
  for (;;) {
    const res = await as(seller, 'GET', `/api/v1/webhooks/${endpointId}/deliveries`)
    const found = (res.json().items as WebhookDelivery[]).find((d) => d.deliveryId === deliveryId)
    if (found && found.state !== 'pending') return found
    // Polled like jobs.waitFor: the attempt is written right after the receiver answers.
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('webhook endpoints API', () => {
  it('subscribes, shows the secret once, lists, pauses, resumes and deletes', async () => {
    const seller = await t.factories.seller()
    const created = await subscribe(seller)
    expect(created.secret).toMatch(/^whsec_/)
    expect(created.endpoint).toMatchObject({
      url: 'https://hooks.example.com/in',
      eventTypes: ['offer.received', 'payout.issued'],
      status: 'active',
    })
    const id = created.endpoint.endpointId

    const list = await as(seller, 'GET', '/api/v1/webhooks')
    expect(list.json().items.map((e: { endpointId: string }) => e.endpointId)).toEqual([id])
    expect(list.body).not.toContain(created.secret)

    const paused = await as(seller, 'PATCH', `/api/v1/webhooks/${id}`, { status: 'paused' })
    expect(paused.json().status).toBe('paused')
    const resumed = await as(seller, 'PATCH', `/api/v1/webhooks/${id}`, {
      status: 'active',
      eventTypes: ['listing.changed'],
    })
    expect(resumed.json()).toMatchObject({ status: 'active', eventTypes: ['listing.changed'] })

    const rotated = await as(seller, 'POST', `/api/v1/webhooks/${id}/secret`)
    expect(rotated.json().secret).toMatch(/^whsec_/)
    expect(rotated.json().secret).not.toBe(created.secret)

    expect((await as(seller, 'DELETE', `/api/v1/webhooks/${id}`)).json()).toEqual({ deleted: true })
    expect((await as(seller, 'GET', '/api/v1/webhooks')).json().items).toEqual([])
  })

  it("another seller's endpoint is a 404 on every route and never listed", async () => {
    const owner = await t.factories.seller()
    const other = await t.factories.seller()
    const id = (await subscribe(owner)).endpoint.endpointId
    const deliveryId = crypto.randomUUID()
    for (const [method, url, payload] of [
      ['PATCH', `/api/v1/webhooks/${id}`, { status: 'paused' }],
      ['DELETE', `/api/v1/webhooks/${id}`],
      ['POST', `/api/v1/webhooks/${id}/secret`],
      ['GET', `/api/v1/webhooks/${id}/deliveries`],
      ['POST', `/api/v1/webhooks/${id}/test`],
      ['POST', `/api/v1/webhooks/${id}/deliveries/${deliveryId}/redeliver`],
    ] as const) {
      const res = await as(other, method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await as(other, 'GET', '/api/v1/webhooks')).json().items).toEqual([])
    const still = await as(owner, 'GET', '/api/v1/webhooks')
    expect(still.json().items[0]).toMatchObject({ endpointId: id, status: 'active' })
  })

  it.each([
    [
      { url: 'ftp://hooks.example.com/in', eventTypes: ['offer.received'] },
      'webhooks.error.urlInvalid',
    ],
    [
      { url: 'https://user:pw@hooks.example.com/', eventTypes: ['offer.received'] },
      'webhooks.error.urlInvalid',
    ],
    [{ url: 'https://hooks.example.com/', eventTypes: [] }, null],
    [{ url: 'https://hooks.example.com/', eventTypes: ['offer.stolen'] }, null],
    [{ url: 'x'.repeat(3000), eventTypes: ['offer.received'] }, null],
    [{ eventTypes: ['offer.received'] }, null],
  ])('refuses %j with a 400 (message key %s)', async (payload, key) => {
    const seller = await t.factories.seller()
    const res = await as(seller, 'POST', '/api/v1/webhooks', payload)
    expect(res.statusCode).toBe(400)
    if (key) expect(res.json().error.fields).toEqual([{ field: 'url', code: key }])
  })

  it('answers 400 to a malformed id and to an empty change', async () => {
    const seller = await t.factories.seller()
    const id = (await subscribe(seller)).endpoint.endpointId
    expect((await as(seller, 'GET', '/api/v1/webhooks/not-a-uuid/deliveries')).statusCode).toBe(400)
    expect((await as(seller, 'PATCH', `/api/v1/webhooks/${id}`, {})).statusCode).toBe(400)
    expect(
      (await as(seller, 'PATCH', `/api/v1/webhooks/${id}`, { status: 'disabled' })).statusCode,
    ).toBe(400)
  })

  it('sends a test event by the job, logs the 200, and redelivers it by hand with the same id', async () => {
    const seller = await t.factories.seller()
    const created = await subscribe(seller, receiver.url)
    receiver.useSecret(created.secret)
    const id = created.endpoint.endpointId
    const before = receiver.received.length

    const sent = await as(seller, 'POST', `/api/v1/webhooks/${id}/test`)
    expect(sent.statusCode).toBe(201)
    expect(sent.json()).toMatchObject({ type: 'webhook.test', state: 'pending', attempts: [] })
    await receiver.waitForRequests(before + 1)
    const delivered = await settled(seller, id, sent.json().deliveryId)
    expect(delivered.state).toBe('delivered')
    expect(delivered.attempts.map((a) => a.statusCode)).toEqual([200])
    const first = receiver.received[before]!
    expect(first.verified).toMatchObject({ ok: true, payload: { type: 'webhook.test' } })

    const again = await as(
      seller,
      'POST',
      `/api/v1/webhooks/${id}/deliveries/${delivered.deliveryId}/redeliver`,
    )
    expect(again.statusCode).toBe(201)
    expect(again.json().deliveryId).not.toBe(delivered.deliveryId)
    await receiver.waitForRequests(before + 2)
    await settled(seller, id, again.json().deliveryId)
    expect(receiver.received[before + 1]!.headers['webhook-id']).toBe(first.headers['webhook-id'])
  })

  it('refuses a test event to a paused endpoint', async () => {
    const seller = await t.factories.seller()
    const id = (await subscribe(seller)).endpoint.endpointId
    await as(seller, 'PATCH', `/api/v1/webhooks/${id}`, { status: 'paused' })
    const res = await as(seller, 'POST', `/api/v1/webhooks/${id}/test`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields).toEqual([
      { field: 'endpointId', code: 'webhooks.error.notActive' },
    ])
  })

  it('an API token needs the webhooks scope (an OAuth app acts for the seller with it)', async () => {
    const seller = await t.factories.seller()
    const scoped = await createApiToken(t.db, {
      userId: seller.id,
      name: 'app',
      scopes: ['webhooks:write'],
      expiresAt: null,
    })
    const readOnly = await createApiToken(t.db, {
      userId: seller.id,
      name: 'reader',
      scopes: ['webhooks:read'],
      expiresAt: null,
    })
    const other = await createApiToken(t.db, {
      userId: seller.id,
      name: 'sales',
      scopes: ['sales:write'],
      expiresAt: null,
    })
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const body = { url: 'https://hooks.example.com/app', eventTypes: ['price.agreed'] }
    expect((await as(bearer(scoped.token), 'POST', '/api/v1/webhooks', body)).statusCode).toBe(201)
    expect((await as(bearer(readOnly.token), 'GET', '/api/v1/webhooks')).json().items).toHaveLength(
      1,
    )
    expect((await as(bearer(readOnly.token), 'POST', '/api/v1/webhooks', body)).statusCode).toBe(
      403,
    )
    expect((await as(bearer(other.token), 'GET', '/api/v1/webhooks')).statusCode).toBe(403)
  })
})
