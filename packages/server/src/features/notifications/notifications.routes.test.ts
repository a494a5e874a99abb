import { describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type {
  Notification,
  NotificationPage,
} from '@namefolio/core/notifications/notifications.contract'
import type { UserRow } from '../../db/schema/users.ts'
import { listOutbox } from '../../mail/mailer.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { listedDomain } from '../../test/listed-domain.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()

const $ = usdToMicros

const { json: call } = userRequests(() => t)

/** A seller with a listed domain (buy now $10,000, floor $2,000) and a buyer who offers on it. */
async function offerScenario(usd = 3_000) {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const domain = await listedDomain(t, seller.id, 'note')
  const offered = await call(buyer, 'POST', '/api/v1/leads', {
    domainName: domain.name,
    offerMicros: $(usd),
  })
  expect(offered.status).toBe(201)
  return { seller, buyer, domain, leadId: offered.body.id as string }
}

const list = async (user: UserRow, query = '') =>
  (await call(user, 'GET', `/api/v1/account/notifications${query}`)).body as NotificationPage
const unread = async (user: UserRow) =>
  (await call(user, 'GET', '/api/v1/account/notifications/count')).body.count as number
const all = async (user: UserRow) =>
  (await call(user, 'GET', '/api/v1/account/notifications/count/all')).body.count as number
const mailsTo = async (user: UserRow) =>
  (await listOutbox(t.db, 1000)).filter((m) => m.toAddress === user.email)

describe('account notifications (spec §7, issue 7)', () => {
  it('a new offer and a counter-offer notify the other side, newest first, with counts', async () => {
    const s = await offerScenario()
    const seller = await list(s.seller)
    expect(seller.total).toBe(1)
    expect(seller.items[0]).toMatchObject({
      kind: 'offer',
      leadId: s.leadId,
      domainName: s.domain.name,
      offerMicros: $(3_000),
      read: false,
    })
    expect(await unread(s.seller)).toBe(1)
    expect(await all(s.buyer)).toBe(0)

    const counter = await call(s.seller, 'POST', `/api/v1/leads/selfBrokered/${s.leadId}/offer`, {
      offerMicros: $(8_000),
    })
    expect(counter.status).toBe(200)
    await call(s.buyer, 'POST', `/api/v1/leads/${s.leadId}/messages`, { message: 'Hm, let me see' })
    const buyer = await list(s.buyer)
    expect(buyer.items.map((n) => n.kind)).toEqual(['counterOffer'])
    const sellerNow = await list(s.seller)
    expect(sellerNow.items.map((n) => n.kind)).toEqual(['message', 'offer'])
    expect((await list(s.seller, '?status=unread&limit=1')).items).toHaveLength(1)
    expect((await list(s.seller, '?status=unread&limit=1')).total).toBe(2)
  })

  it('marks one, a list, or all read and unread; counts follow', async () => {
    const s = await offerScenario()
    await call(s.buyer, 'POST', `/api/v1/leads/${s.leadId}/messages`, { message: 'Still there?' })
    const [message, offer] = (await list(s.seller)).items as [Notification, Notification]

    const one = await call(s.seller, 'PATCH', '/api/v1/account/notification', {
      id: offer.id,
      read: true,
    })
    expect(one).toMatchObject({ status: 200, body: { id: offer.id, read: true } })
    expect(await unread(s.seller)).toBe(1)

    const bulk = await call(s.seller, 'PATCH', '/api/v1/account/notification/bulk', {
      ids: [message.id, offer.id],
      read: false,
    })
    expect(bulk.body).toEqual({ changed: 1 })
    expect(await unread(s.seller)).toBe(2)

    const everything = await call(s.seller, 'PATCH', '/api/v1/account/notification/bulk', {
      all: true,
      read: true,
    })
    expect(everything.body).toEqual({ changed: 2 })
    expect(await unread(s.seller)).toBe(0)
    expect(await all(s.seller)).toBe(2)
  })

  it('deletes a list, then all of the user’s notifications', async () => {
    const s = await offerScenario()
    await call(s.buyer, 'POST', `/api/v1/leads/${s.leadId}/messages`, { message: 'Hello' })
    const [first] = (await list(s.seller)).items as [Notification]
    const some = await call(s.seller, 'DELETE', '/api/v1/account/notification/bulk', {
      ids: [first.id],
    })
    expect(some.body).toEqual({ changed: 1 })
    expect(await all(s.seller)).toBe(1)
    const rest = await call(s.seller, 'DELETE', '/api/v1/account/notifications')
    expect(rest.body).toEqual({ changed: 1 })
    expect(await all(s.seller)).toBe(0)
  })

  it('a user never sees, marks or deletes another user’s notifications', async () => {
    const s = await offerScenario()
    const stranger = await t.factories.seller()
    const [offer] = (await list(s.seller)).items as [Notification]

    expect((await list(stranger)).total).toBe(0)
    expect(await all(stranger)).toBe(0)
    const one = await call(stranger, 'PATCH', '/api/v1/account/notification', {
      id: offer.id,
      read: true,
    })
    expect(one.status).toBe(404)
    const bulk = await call(stranger, 'PATCH', '/api/v1/account/notification/bulk', {
      ids: [offer.id],
      read: true,
    })
    expect(bulk.body).toEqual({ changed: 0 })
    const markAll = await call(stranger, 'PATCH', '/api/v1/account/notification/bulk', {
      all: true,
      read: true,
    })
    expect(markAll.body).toEqual({ changed: 0 })
    const removed = await call(stranger, 'DELETE', '/api/v1/account/notification/bulk', {
      ids: [offer.id],
    })
    expect(removed.body).toEqual({ changed: 0 })
    expect((await call(stranger, 'DELETE', '/api/v1/account/notifications')).body).toEqual({
      changed: 0,
    })
    // The owner's notification is untouched.
    expect((await list(s.seller)).items).toEqual([offer])
    expect(await unread(s.seller)).toBe(1)
  })

  it('needs a session and a well-formed body', async () => {
    expect((await call(null, 'GET', '/api/v1/account/notifications')).status).toBe(401)
    expect((await call(null, 'GET', '/api/v1/account/notifications/count')).status).toBe(401)
    const user = await t.factories.seller()
    const both = await call(user, 'PATCH', '/api/v1/account/notification/bulk', {
      ids: [crypto.randomUUID()],
      all: true,
      read: true,
    })
    expect(both.status).toBe(400)
    const badKind = await call(user, 'PATCH', '/api/v1/account/notifications', {
      email: { lottery: true },
    })
    expect(badKind.status).toBe(400)
  })
})

describe('notification preferences (PATCH /api/v1/account/notifications)', () => {
  it('start with every kind on, by e-mail and in-app, and keep only what changes', async () => {
    const user = await t.factories.seller()
    const initial = await call(user, 'GET', '/api/v1/account/notifications/preferences')
    expect(initial.body.email).toEqual({
      offer: true,
      counterOffer: true,
      message: true,
      accepted: true,
      declined: true,
      expired: true,
      paymentDue: true,
      paymentWindowClosed: true,
      domainApproved: true,
      domainRejected: true,
    })
    await call(user, 'PATCH', '/api/v1/account/notifications', { email: { message: false } })
    const updated = await call(user, 'PATCH', '/api/v1/account/notifications', {
      inApp: { declined: false },
    })
    expect(updated.body.email.message).toBe(false)
    expect(updated.body.email.offer).toBe(true)
    expect(updated.body.inApp.declined).toBe(false)
    const other = await t.factories.seller()
    const untouched = await call(other, 'GET', '/api/v1/account/notifications/preferences')
    expect(untouched.body.email.message).toBe(true)
  })

  it('turning e-mail off for offers stops the mail but keeps the in-app notice', async () => {
    const seller = await t.factories.seller()
    await call(seller, 'PATCH', '/api/v1/account/notifications', { email: { offer: false } })
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const domain = await listedDomain(t, seller.id, 'quiet')
    const offered = await call(buyer, 'POST', '/api/v1/leads', {
      domainName: domain.name,
      offerMicros: $(3_000),
    })
    expect(offered.status).toBe(201)
    expect(await mailsTo(seller)).toHaveLength(0)
    expect((await list(seller)).items.map((n) => n.kind)).toEqual(['offer'])

    // Messages are still on: they mail.
    await call(buyer, 'POST', `/api/v1/leads/${offered.body.id}/messages`, { message: 'Hi' })
    const mails = await mailsTo(seller)
    expect(mails.map((m) => m.subject)).toEqual([`New message about ${domain.name}`])
  })

  it('turning in-app off for a kind stores no notice of that kind', async () => {
    const s = await offerScenario()
    await call(s.buyer, 'PATCH', '/api/v1/account/notifications', {
      inApp: { counterOffer: false },
    })
    await call(s.seller, 'POST', `/api/v1/leads/selfBrokered/${s.leadId}/offer`, {
      offerMicros: $(8_000),
    })
    expect(await all(s.buyer)).toBe(0)
    expect((await mailsTo(s.buyer)).map((m) => m.subject)).toEqual([
      `Counter-offer on ${s.domain.name}`,
    ])
  })
})
