import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type {
  DomainTransaction,
  SalesByPeriod,
  TransactionMessageList,
} from '@namefolio/core/sales/transaction-extras.contract'
import { TRANSACTION_MESSAGE_MAX_LENGTH } from '@namefolio/core/sales/transaction-messages'
import { transactions } from '../../../db/schema/sales.ts'
import type { UserRow } from '../../../db/schema/users.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../../test/build-test-app.ts'
import { mailsTo } from '../../../test/identity-helpers.ts'
import { buyableDomain } from '../../../test/listed-domain.ts'
import { SANDBOX_CARDS } from '../payment-provider.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())

async function call(user: UserRow | null, method: 'GET' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user ? await t.signedIn(user) : {},
    ...(payload !== undefined ? { payload } : {}),
  })
}

/** A sale of a $1,500 domain its buyer has just paid: waiting for the seller's auth code. */
async function paidSale(kind: 'SALE' | 'LEASE' = 'SALE') {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const domain = await buyableDomain(t, seller.id, 1_500)
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout/orders',
    headers: { ...(await t.signedIn(buyer)), 'idempotency-key': `tx-extras-${uniqueSuffix()}` },
    payload: {
      domainName: domain.name,
      cardName: 'Bo Buyer',
      cardNumber: SANDBOX_CARDS.ok,
      ...(kind === 'LEASE' ? { kind: 'LEASE', months: 6 } : {}),
    },
  })
  expect(order.statusCode, order.body).toBeLessThan(300)
  return { seller, buyer, domain, id: order.json().transactionId as string }
}

describe('messages on a transaction (spec §7 PATCH .../message, issue 18, decision 1050)', () => {
  it('shows a message to both sides, marked as written by whom, and mails the other side', async () => {
    const { seller, buyer, domain, id } = await paidSale()
    const sent = await call(buyer, 'PATCH', `/api/v1/transactions/${id}/message`, {
      body: '  My GoDaddy customer number is 123456.  ',
    })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json<TransactionMessageList>().items).toMatchObject([
      { role: 'buyer', isMine: true, body: 'My GoDaddy customer number is 123456.' },
    ])
    const reply = await call(seller, 'PATCH', `/api/v1/transactions/${id}/message`, {
      body: 'Thanks, pushing today.',
    })
    expect(reply.statusCode, reply.body).toBe(200)

    for (const [user, mine] of [
      [seller, 'seller'],
      [buyer, 'buyer'],
    ] as const) {
      const read = await call(user, 'GET', `/api/v1/transactions/${id}/messages`)
      expect(read.statusCode).toBe(200)
      const items = read.json<TransactionMessageList>().items
      expect(items.map((m) => [m.role, m.isMine])).toEqual([
        ['buyer', mine === 'buyer'],
        ['seller', mine === 'seller'],
      ])
    }
    const [toSeller] = await mailsTo(t, seller)
    expect(toSeller?.subject).toBe(`New message about ${domain.name}`)
    expect(toSeller?.textBody).toContain(`/sales/${id}/details`)
    const [toBuyer] = await mailsTo(t, buyer)
    expect(toBuyer?.textBody).toContain('Thanks, pushing today.')
    expect(toBuyer?.textBody).toContain(`/purchases/domains/${id}`)
  })

  it.each([
    ['an empty message', '', 'transactionMessage.body.required'],
    ['blanks only', ' \n\t ', 'transactionMessage.body.required'],
    [
      'a message over the limit',
      'x'.repeat(TRANSACTION_MESSAGE_MAX_LENGTH + 1),
      'transactionMessage.body.tooLong',
    ],
  ])('refuses %s with a 400 and its key, and stores nothing', async (_, body, code) => {
    const { buyer, id } = await paidSale()
    const res = await call(buyer, 'PATCH', `/api/v1/transactions/${id}/message`, { body })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toMatchObject({ field: 'body', code })
    const read = await call(buyer, 'GET', `/api/v1/transactions/${id}/messages`)
    expect(read.json<TransactionMessageList>().items).toEqual([])
  })

  it('refuses a body that is not text with a 400', async () => {
    const { buyer, id } = await paidSale()
    const res = await call(buyer, 'PATCH', `/api/v1/transactions/${id}/message`, { body: 42 })
    expect(res.statusCode).toBe(400)
  })

  it('answers "no such transaction" to anyone but its seller and buyer, who cannot read or write', async () => {
    const { buyer, id } = await paidSale()
    await call(buyer, 'PATCH', `/api/v1/transactions/${id}/message`, { body: 'Private' })
    for (const stranger of [
      await t.factories.seller(),
      await t.factories.user({ roles: ['buyer'] }),
    ]) {
      const read = await call(stranger, 'GET', `/api/v1/transactions/${id}/messages`)
      expect(read.statusCode).toBe(404)
      expect(read.body).not.toContain('Private')
      const write = await call(stranger, 'PATCH', `/api/v1/transactions/${id}/message`, {
        body: 'Hi',
      })
      expect(write.statusCode).toBe(404)
    }
    expect((await call(null, 'GET', `/api/v1/transactions/${id}/messages`)).statusCode).toBe(401)
  })

  it('lets an admin read the thread for support but not write in it', async () => {
    const { buyer, id } = await paidSale()
    await call(buyer, 'PATCH', `/api/v1/transactions/${id}/message`, { body: 'Help please' })
    const admin = await t.factories.user({ roles: ['admin'] })
    const read = await call(admin, 'GET', `/api/v1/transactions/${id}/messages`)
    expect(read.json<TransactionMessageList>().items).toMatchObject([{ isMine: false }])
    const write = await call(admin, 'PATCH', `/api/v1/transactions/${id}/message`, { body: 'Hi' })
    expect(write.statusCode).toBe(403)
  })

  it('answers 400, not 500, for a transaction id that is not a uuid', async () => {
    const { buyer } = await paidSale()
    const res = await call(buyer, 'GET', '/api/v1/transactions/not-an-id/messages')
    expect(res.statusCode).toBe(400)
  })
})

describe('registrar transfer instructions (spec §7 GET v1/transactions/registrar/{name})', () => {
  it('gives the steps to unlock, get the auth code and push at a known registrar', async () => {
    const seller = await t.factories.seller()
    const res = await call(seller, 'GET', '/api/v1/transactions/registrar/namecheap')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.name).toBe('Namecheap')
    expect(body.unlock.length).toBeGreaterThan(0)
    expect(body.authCode.length).toBeGreaterThan(0)
    expect(body.push.length).toBeGreaterThan(0)
  })

  it('answers 404 with its key for a registrar it does not know', async () => {
    const seller = await t.factories.seller()
    const res = await call(seller, 'GET', '/api/v1/transactions/registrar/Hover')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.fields[0].code).toBe('registrar.unknown')
  })

  it('answers signed-in people only', async () => {
    expect((await call(null, 'GET', '/api/v1/transactions/registrar/GoDaddy')).statusCode).toBe(401)
  })

  it('still lists the registrars (spec §7 GET v1/transactions/registrars)', async () => {
    const seller = await t.factories.seller()
    const res = await call(seller, 'GET', '/api/v1/transactions/registrars')
    expect(res.json().items.map((r: { name: string }) => r.name)).toContain('GoDaddy')
  })
})

describe("a domain's open transaction (spec §7 GET v1/domains/{name}/transaction)", () => {
  it('gives its seller the running sale of the domain', async () => {
    const { seller, domain, id } = await paidSale()
    const res = await call(
      seller,
      'GET',
      `/api/v1/domains/${domain.name.toUpperCase()}/transaction`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<DomainTransaction>()).toMatchObject({
      transactionId: id,
      kind: 'SALE',
      domain: domain.name,
    })
  })

  it('gives a running lease as open', async () => {
    const { seller, domain, id } = await paidSale('LEASE')
    const res = await call(seller, 'GET', `/api/v1/domains/${domain.name}/transaction`)
    expect(res.json<DomainTransaction>()).toMatchObject({ transactionId: id, kind: 'LEASE' })
  })

  it('answers 404 with its key when the sale has ended or there never was one', async () => {
    const { seller, domain, id } = await paidSale()
    await t.db.update(transactions).set({ status: 'PAID' }).where(eq(transactions.id, id))
    const ended = await call(seller, 'GET', `/api/v1/domains/${domain.name}/transaction`)
    expect(ended.statusCode).toBe(404)
    expect(ended.json().error.fields[0].code).toBe('domainTransaction.none')
    const never = await t.factories.domain({ sellerId: seller.id })
    expect(
      (await call(seller, 'GET', `/api/v1/domains/${never.name}/transaction`)).statusCode,
    ).toBe(404)
  })

  it("answers 404 to the buyer and to another seller: it is the domain's seller's only", async () => {
    const { buyer, domain } = await paidSale()
    const other = await t.factories.seller()
    for (const user of [buyer, other]) {
      expect(
        (await call(user, 'GET', `/api/v1/domains/${domain.name}/transaction`)).statusCode,
      ).toBe(404)
    }
  })
})

describe('sales by period (spec §7 GET v2/stats/sales, decision 1053)', () => {
  async function soldOn(seller: UserRow, buyer: UserRow, iso: string, usd: number) {
    const { id } = await paidSale()
    await t.db
      .update(transactions)
      .set({
        sellerId: seller.id,
        buyerId: buyer.id,
        saleDate: new Date(iso),
        salePriceMicros: usdToMicros(usd),
      })
      .where(eq(transactions.id, id))
    return id
  }

  it('sums count and gross in every bucket of the range, zeros included, for this seller only', async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    await soldOn(seller, buyer, '2026-01-10T15:00:00Z', 1_000)
    await soldOn(seller, buyer, '2026-01-31T12:00:00Z', 500)
    // 02:00 UTC on 1 March is still 28 February in New York (spec §9).
    await soldOn(seller, buyer, '2026-03-01T02:00:00Z', 250)
    const cancelled = await soldOn(seller, buyer, '2026-01-12T12:00:00Z', 9_999)
    await t.db
      .update(transactions)
      .set({ status: 'CANCELLED' })
      .where(eq(transactions.id, cancelled))
    await soldOn(await t.factories.seller(), buyer, '2026-01-15T12:00:00Z', 7_777)

    const res = await call(
      seller,
      'GET',
      '/api/v2/stats/sales?period=month&from=2026-01-01&to=2026-03-31',
    )
    expect(res.statusCode, res.body).toBe(200)
    const stats = res.json<SalesByPeriod>()
    expect(stats.buckets.map((b) => [b.start, b.count, b.grossMicros])).toEqual([
      ['2026-01-01', 2, usdToMicros(1_500)],
      ['2026-02-01', 1, usdToMicros(250)],
      ['2026-03-01', 0, 0],
    ])
    expect(stats.totals).toMatchObject({ count: 3, grossMicros: usdToMicros(1_750) })
    expect(stats.timeZone).toBe('America/New_York')
  })

  it('buckets by week from Monday and by day', async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    await soldOn(seller, buyer, '2026-11-22T18:00:00Z', 100) // Sunday
    await soldOn(seller, buyer, '2026-11-23T18:00:00Z', 200) // Monday
    const weeks = await call(
      seller,
      'GET',
      '/api/v2/stats/sales?period=week&from=2026-11-16&to=2026-11-29',
    )
    expect(weeks.json<SalesByPeriod>().buckets.map((b) => [b.start, b.count])).toEqual([
      ['2026-11-16', 1],
      ['2026-11-23', 1],
    ])
    const days = await call(
      seller,
      'GET',
      '/api/v2/stats/sales?period=day&from=2026-11-22&to=2026-11-24',
    )
    expect(days.json<SalesByPeriod>().buckets.map((b) => b.count)).toEqual([1, 1, 0])
  })

  it('counts net as what the ledger credited the seller, below gross', async () => {
    const { seller, id } = await paidSale()
    const row = (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]!
    const day = row.saleDate.toISOString().slice(0, 10)
    const res = await call(seller, 'GET', `/api/v2/stats/sales?period=year&to=${day}`)
    const { totals } = res.json<SalesByPeriod>()
    expect(totals.grossMicros).toBe(usdToMicros(1_500))
    expect(totals.netMicros).toBeGreaterThanOrEqual(0)
    expect(totals.netMicros).toBeLessThan(totals.grossMicros)
  })

  it.each([
    ['a start after the end', 'period=day&from=2026-02-01&to=2026-01-01', 'salesStats.range.order'],
    [
      'a range over its limit',
      'period=day&from=2024-01-01&to=2026-01-01',
      'salesStats.range.tooLong',
    ],
  ])('refuses %s with a 400 and its key', async (_, query, code) => {
    const seller = await t.factories.seller()
    const res = await call(seller, 'GET', `/api/v2/stats/sales?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe(code)
  })

  it.each(['period=hour', 'from=2026-13-01', 'to=yesterday'])(
    'refuses a malformed query (%s) with a 400',
    async (query) => {
      const seller = await t.factories.seller()
      expect((await call(seller, 'GET', `/api/v2/stats/sales?${query}`)).statusCode).toBe(400)
    },
  )

  it('answers sellers only', async () => {
    const buyer = await t.factories.user({ roles: ['buyer'] })
    expect((await call(buyer, 'GET', '/api/v2/stats/sales')).statusCode).toBe(403)
    expect((await call(null, 'GET', '/api/v2/stats/sales')).statusCode).toBe(401)
  })
})
