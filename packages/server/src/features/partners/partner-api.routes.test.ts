import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/webhooks.ts'
import { partnerOrders, partnerUsageDaily } from '../../db/schema/partners.ts'
import { transactions } from '../../db/schema/sales.ts'
import { testAppForFile, uniqueSuffix } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { listedDomain } from '../../test/listed-domain.ts'

// Issue 24, fourth point: "a partner API for registrars and resellers (partner accounts with
// keys, per-partner rate limits and usage metering): search our listings, get a quote, create an
// order that goes through our normal checkout and transaction, and receive transfer status by
// webhook; fast-transfer eligibility (§4 statuses) decides which listings partners may sell
// instantly. Sellers choose … whether partners show their names."
const t = testAppForFile()

/** The built-in sandbox adapter's approving test card. */
const OK_CARD = '4242424242424242'
const PRICE = usdToMicros(10_000)

const { inject: as } = userRequests(() => t)

/** A partner made by an admin through the admin API, and one key for it. */
async function partnerWithKey(rateLimitPerMinute = 600) {
  const admin = await t.factories.user({ roles: ['admin'] })
  const created = await as(admin, 'POST', '/api/v1/admin/partners', {
    name: `Registrar ${uniqueSuffix()}`,
    contactEmail: `ops-${uniqueSuffix()}@registrar.test`,
    rateLimitPerMinute,
  })
  expect(created.statusCode, created.body).toBe(201)
  const partnerId = created.json<{ id: string }>().id
  const issued = await as(admin, 'POST', `/api/v1/admin/partners/${partnerId}/keys`, {})
  expect(issued.statusCode, issued.body).toBe(201)
  const key = issued.json<{ id: string; key: string }>()
  return { admin, partnerId, keyId: key.id, key: key.key }
}

function partnerCall(key: string, method: string, url: string, payload?: object, more = {}) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${key}`, ...more },
    ...(payload ? { payload } : {}),
  })
}

/** A seller who opted in to partner sites, with a fast-transfer-eligible listing. */
async function optedInListing(prefix: string, more: Parameters<typeof listedDomain>[3] = {}) {
  const seller = await t.factories.seller()
  const res = await as(seller, 'PUT', '/api/v1/account/partner-sites', { showOnPartnerSites: true })
  expect(res.statusCode, res.body).toBe(200)
  const domain = await listedDomain(t, seller.id, prefix, { fastTransferStatus: 'ACTIVE', ...more })
  return { seller, domain }
}

function orderBody(domainName: string, email = `cust-${uniqueSuffix()}@example.test`) {
  return {
    domainName,
    priceMicros: PRICE,
    customer: { email, name: 'Cory Customer' },
    payment: { cardNumber: OK_CARD, cardName: 'Cory Customer' },
  }
}

describe('partner keys', () => {
  it('refuses a missing, unknown or revoked key with 401 and a message key', async () => {
    const { admin, partnerId, keyId, key } = await partnerWithKey()
    const none = await t.app.inject({ method: 'GET', url: '/api/partner/v1/listings' })
    expect(none.statusCode).toBe(401)
    expect(none.json().error.fields[0].code).toBe('partners.error.keyRequired')
    const wrong = await partnerCall(`${key}x`, 'GET', '/api/partner/v1/listings')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.fields[0].code).toBe('partners.error.keyInvalid')
    expect((await partnerCall(key, 'GET', '/api/partner/v1/listings')).statusCode).toBe(200)

    const revoked = await as(admin, 'DELETE', `/api/v1/admin/partners/${partnerId}/keys/${keyId}`)
    expect(revoked.statusCode, revoked.body).toBe(200)
    const after = await partnerCall(key, 'GET', '/api/partner/v1/listings')
    expect(after.statusCode).toBe(401)
  })

  it('does not take a seller session or a personal access token in place of a key', async () => {
    const seller = await t.factories.seller()
    const res = await as(seller, 'GET', '/api/partner/v1/listings')
    expect(res.statusCode).toBe(401)
  })

  it('holds each partner to its own requests per minute (429), not another partner', async () => {
    const slow = await partnerWithKey(2)
    const other = await partnerWithKey(2)
    expect((await partnerCall(slow.key, 'GET', '/api/partner/v1/listings')).statusCode).toBe(200)
    expect((await partnerCall(slow.key, 'GET', '/api/partner/v1/listings')).statusCode).toBe(200)
    const third = await partnerCall(slow.key, 'GET', '/api/partner/v1/listings')
    expect(third.statusCode).toBe(429)
    expect((await partnerCall(other.key, 'GET', '/api/partner/v1/listings')).statusCode).toBe(200)
  })

  it('meters requests per partner, day and operation in the database', async () => {
    const { partnerId, key, admin } = await partnerWithKey()
    await partnerCall(key, 'GET', '/api/partner/v1/listings?q=a')
    await partnerCall(key, 'GET', '/api/partner/v1/listings?q=b')
    await partnerCall(key, 'GET', '/api/partner/v1/listings/none-such.com/quote')
    const rows = await t.db
      .select()
      .from(partnerUsageDaily)
      .where(eq(partnerUsageDaily.partnerId, partnerId))
    const counts = Object.fromEntries(rows.map((r) => [r.operation, Number(r.count)]))
    expect(counts).toEqual({ search: 2, quote: 1 })
    const usage = await as(admin, 'GET', `/api/v1/admin/partners/${partnerId}/usage`)
    expect(
      usage
        .json<{ items: { count: number }[] }>()
        .items.map((i) => i.count)
        .sort(),
    ).toEqual([1, 2])
  })
})

describe('search obeys the sellers’ choice', () => {
  it('shows opted-in names, hides the rest, and honours per-domain overrides', async () => {
    const tag = `optin${uniqueSuffix()}`
    const { seller, domain: shown } = await optedInListing(tag)
    const hidden = await listedDomain(t, seller.id, tag)
    await as(seller, 'PUT', `/api/v1/domains/${hidden.name}/partner-sites`, { visibility: 'hide' })
    const outsider = await t.factories.seller()
    const notOptedIn = await listedDomain(t, outsider.id, tag)
    const override = await listedDomain(t, outsider.id, tag)
    await as(outsider, 'PUT', `/api/v1/domains/${override.name}/partner-sites`, {
      visibility: 'show',
    })
    const sold = await listedDomain(t, seller.id, tag, { soldAt: new Date() })

    const { key } = await partnerWithKey()
    const res = await partnerCall(key, 'GET', `/api/partner/v1/listings?q=${tag}`)
    expect(res.statusCode, res.body).toBe(200)
    const names = res.json<{ items: { domainName: string }[] }>().items.map((i) => i.domainName)
    expect(names.sort()).toEqual([shown.name, override.name].sort())
    expect(names).not.toContain(notOptedIn.name)
    expect(names).not.toContain(hidden.name)
    expect(names).not.toContain(sold.name)
  })
})

describe('quote', () => {
  it('answers price, currency, fast-transfer eligibility and how long it holds', async () => {
    const { domain } = await optedInListing('quote')
    const { domain: slow } = await optedInListing('slowq', { fastTransferStatus: 'PENDING_REVIEW' })
    const { key } = await partnerWithKey()
    const res = await partnerCall(key, 'GET', `/api/partner/v1/listings/${domain.name}/quote`)
    expect(res.statusCode, res.body).toBe(200)
    const quote = res.json<{ validUntil: string }>()
    expect(quote).toMatchObject({
      domainName: domain.name,
      priceMicros: PRICE,
      currency: 'USD',
      instantlyAvailable: true,
      sandbox: true,
    })
    const minutes = (Date.parse(quote.validUntil) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    const slowQuote = await partnerCall(key, 'GET', `/api/partner/v1/listings/${slow.name}/quote`)
    expect(slowQuote.json()).toMatchObject({ instantlyAvailable: false })
  })
})

describe('create order', () => {
  it('goes through the normal checkout: a paid transaction with the partner recorded', async () => {
    const { seller, domain } = await optedInListing('buy')
    const { partnerId, key } = await partnerWithKey()
    const res = await partnerCall(key, 'POST', '/api/partner/v1/orders', orderBody(domain.name), {
      'idempotency-key': `order-${uniqueSuffix()}`,
    })
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json<{ id: string; transactionId: string }>()
    expect(order).toMatchObject({ paymentStatus: 'PAID', chargedMicros: PRICE, sandbox: true })
    const [transaction] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, order.transactionId))
    expect(transaction).toMatchObject({ sellerId: seller.id, domainName: domain.name })
    const [recorded] = await t.db.select().from(partnerOrders).where(eq(partnerOrders.id, order.id))
    expect(recorded).toMatchObject({ partnerId, sellerId: seller.id })

    const status = await partnerCall(key, 'GET', `/api/partner/v1/orders/${order.id}`)
    expect(status.json()).toMatchObject({ id: order.id, transferStatus: transaction!.status })
    const { key: otherKey } = await partnerWithKey()
    const foreign = await partnerCall(otherKey, 'GET', `/api/partner/v1/orders/${order.id}`)
    expect(foreign.statusCode).toBe(404)
  })

  it('refuses a listing that is not fast-transfer eligible: "not instantly available"', async () => {
    const { domain } = await optedInListing('slow', { fastTransferStatus: 'AWAITING_OPT_IN' })
    const { key } = await partnerWithKey()
    const res = await partnerCall(key, 'POST', '/api/partner/v1/orders', orderBody(domain.name), {
      'idempotency-key': `order-${uniqueSuffix()}`,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields[0].code).toBe('partners.error.notInstantlyAvailable')
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.domainName, domain.name))
    expect(row!.n).toBe(0)
  })

  it('refuses a name the seller did not show to partners, and a changed price', async () => {
    const seller = await t.factories.seller()
    const closed = await listedDomain(t, seller.id, 'closed', { fastTransferStatus: 'ACTIVE' })
    const { domain } = await optedInListing('price')
    const { key } = await partnerWithKey()
    const headers = { 'idempotency-key': `order-${uniqueSuffix()}` }
    const hidden = await partnerCall(
      key,
      'POST',
      '/api/partner/v1/orders',
      orderBody(closed.name),
      headers,
    )
    expect(hidden.statusCode).toBe(404)
    const repriced = await partnerCall(
      key,
      'POST',
      '/api/partner/v1/orders',
      { ...orderBody(domain.name), priceMicros: PRICE - 1 },
      { 'idempotency-key': `order-${uniqueSuffix()}` },
    )
    expect(repriced.statusCode).toBe(409)
    expect(repriced.json().error.fields[0].code).toBe('partners.error.priceChanged')
  })

  it('is idempotent: the same key replays one order; another order under it conflicts', async () => {
    const { domain } = await optedInListing('idem')
    const { key } = await partnerWithKey()
    const headers = { 'idempotency-key': `order-${uniqueSuffix()}` }
    const body = orderBody(domain.name)
    const first = await partnerCall(key, 'POST', '/api/partner/v1/orders', body, headers)
    const again = await partnerCall(key, 'POST', '/api/partner/v1/orders', body, headers)
    expect(first.statusCode, first.body).toBe(201)
    expect(again.json()).toEqual(first.json())
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.domainName, domain.name))
    expect(row!.n).toBe(1)
    const other = await partnerCall(
      key,
      'POST',
      '/api/partner/v1/orders',
      orderBody(domain.name, 'someone-else@example.test'),
      headers,
    )
    expect(other.statusCode).toBe(409)
    const missing = await partnerCall(key, 'POST', '/api/partner/v1/orders', body)
    expect(missing.statusCode).toBe(400)
  })
})

describe('transfer status by webhook', () => {
  it('owes transfer.updated to the partner when the order’s transfer moves (the seller has its own event of every move)', async () => {
    const { seller, domain } = await optedInListing('hook')
    const { partnerId, key } = await partnerWithKey()
    const hook = await partnerCall(key, 'POST', '/api/partner/v1/webhooks', {
      url: 'https://partner.example/hooks',
    })
    expect(hook.statusCode, hook.body).toBe(201)
    expect(hook.json<{ secret: string }>().secret).toMatch(/^whsec_/)
    const ordered = await partnerCall(
      key,
      'POST',
      '/api/partner/v1/orders',
      orderBody(domain.name),
      {
        'idempotency-key': `order-${uniqueSuffix()}`,
      },
    )
    const { transactionId } = ordered.json<{ transactionId: string }>()

    const moved = await as(
      seller,
      'PATCH',
      `/api/v1/transactions/${transactionId}/transfer/authCode`,
      {
        authCode: 'PARTNER-CODE',
      },
    )
    expect(moved.statusCode, moved.body).toBe(200)

    const messages = await t.db
      .select()
      .from(webhookMessages)
      .where(sql`${webhookMessages.data}->>'transactionId' = ${transactionId}`)
    expect(messages.map((m) => m.type)).toContain('transfer.updated')
    // The partner's copy names its order; the seller's event of the same move does not.
    const partnerMessage = messages.find((m) => 'orderId' in m.data)!
    const owed = await t.db
      .select({
        ownerKind: webhookEndpoints.ownerKind,
        ownerId: webhookEndpoints.ownerId,
        state: webhookDeliveries.state,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.messageId, partnerMessage.id))
    expect(owed).toEqual([{ ownerKind: 'partner', ownerId: partnerId, state: 'pending' }])
    expect(partnerMessage.data).toMatchObject({
      domainName: domain.name,
      status: 'PENDING_TRANSFER',
    })
  })
})
