import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type { UserRow } from '../../../db/schema/users.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../../test/build-test-app.ts'
import { buyableDomain } from '../../../test/listed-domain.ts'
import { SANDBOX_CARDS } from '../payment-provider.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())

const newKey = () => `pay-next-${uniqueSuffix()}`

async function call(
  user: UserRow,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await t.signedIn(user)), ...headers },
    ...(payload !== undefined ? { payload } : {}),
  })
}

/** A running three-month lease of a $900 domain: the first installment paid at checkout. */
async function runningLease(cardNumber: string = SANDBOX_CARDS.ok) {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const admin = await t.factories.user({ roles: ['admin'] })
  const domain = await buyableDomain(t, seller.id, 900)
  const order = await call(
    buyer,
    'POST',
    '/api/v1/checkout/orders',
    { domainName: domain.name, kind: 'LEASE', months: 3, cardName: 'Bo Buyer', cardNumber },
    { 'idempotency-key': newKey() },
  )
  const id = order.json().transactionId as string
  await call(seller, 'PATCH', `/api/v1/transactions/${id}/transfer/authCode`, {
    authCode: 'LEASE-CODE',
  })
  await call(admin, 'POST', `/api/v1/admin/transactions/${id}/transfer/confirm`)
  return { seller, buyer, id }
}

const payNext = (buyer: UserRow, id: string, key = newKey()) =>
  call(buyer, 'POST', `/api/v1/purchases/leases/${id}/installments/next/pay`, undefined, {
    'idempotency-key': key,
  })
const statuses = async (user: UserRow, id: string) =>
  (await call(user, 'GET', `/api/v1/transactions/leased/${id}`))
    .json()
    .installments.map((i: { status: string }) => i.status)

describe('the buyer pays the next lease installment (issue 13, decision 951)', () => {
  it('charges the earliest open installment, books it in the ledger, and shows it paid', async () => {
    const { buyer, id } = await runningLease()
    expect(await statuses(buyer, id)).toEqual(['PAID', 'SCHEDULED', 'SCHEDULED'])
    const paid = await payNext(buyer, id)
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({ transactionId: id, seq: 2, paidMicros: usdToMicros(300) })
    expect(await statuses(buyer, id)).toEqual(['PAID', 'PAID', 'SCHEDULED'])
    const details = (await call(buyer, 'GET', `/api/v1/transactions/leased/${id}`)).json()
    expect(details.ledger.sum).toBe(0)
    expect(details.invoices).toHaveLength(2)
  })

  it('the same Idempotency-Key replays the first answer and charges once', async () => {
    const { buyer, id } = await runningLease()
    const key = newKey()
    const first = await payNext(buyer, id, key)
    const again = await payNext(buyer, id, key)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await statuses(buyer, id)).toEqual(['PAID', 'PAID', 'SCHEDULED'])
  })

  it('answers 409 once every installment is paid', async () => {
    const { buyer, id } = await runningLease()
    await payNext(buyer, id)
    await payNext(buyer, id)
    const none = await payNext(buyer, id)
    expect(none.statusCode).toBe(409)
  })

  it('a declined card answers 400 checkout.payment.declined and leaves the installment open', async () => {
    const { buyer, id } = await runningLease(SANDBOX_CARDS.failsLater)
    const declined = await payNext(buyer, id)
    expect(declined.statusCode).toBe(400)
    expect(declined.json().error.fields[0].code).toBe('checkout.payment.declined')
    expect(await statuses(buyer, id)).toEqual(['PAID', 'SCHEDULED', 'SCHEDULED'])
  })

  it('another person’s lease is not found, and the key is required', async () => {
    const { seller, id } = await runningLease()
    expect((await payNext(seller, id)).statusCode).toBe(404)
    const { buyer, id: own } = await runningLease()
    const noKey = await call(buyer, 'POST', `/api/v1/purchases/leases/${own}/installments/next/pay`)
    expect(noKey.statusCode).toBe(400)
  })
})
