import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import { payeeTaxProfiles, paymentOrders } from '../../db/schema/sales.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { buyableDomain } from '../../test/listed-domain.ts'
import { ACH_PAYOUT_ACCOUNT, W9_TAX_FORM } from '../../test/payee-forms.ts'
import { SANDBOX_CARDS } from './payment-provider.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false', PAYOUT_HOLD_DAYS: '2' })
}, 60_000)
afterAll(async () => t.close())

let keySeq = 0
const newKey = () => `test-key-${Date.now()}-${++keySeq}`

async function setup(domainInput: Record<string, unknown> = {}) {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const admin = await t.factories.user({ roles: ['admin'] })
  const domain = await buyableDomain(t, seller.id, 2500, domainInput)
  return { seller, buyer, admin, domain }
}

async function call(
  user: UserRow,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await t.signedIn(user)), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
}

/** An export's rows by column name (the file starts with a byte-order mark for Excel). */
const csvRows = (body: string) =>
  parse(body, { columns: true, bom: true }) as Record<string, string>[]

async function buy(buyer: UserRow, body: Record<string, unknown>, key = newKey()) {
  return call(
    buyer,
    'POST',
    '/api/v1/checkout/orders',
    { cardName: 'Bo Buyer', cardNumber: SANDBOX_CARDS.ok, ...body },
    { 'idempotency-key': key },
  )
}

async function makePayable(seller: UserRow) {
  expect((await call(seller, 'PATCH', '/api/v1/account/tax', W9_TAX_FORM)).statusCode).toBe(200)
  expect(
    (await call(seller, 'POST', '/api/v1/account/payments', ACH_PAYOUT_ACCOUNT)).statusCode,
  ).toBe(200)
}

describe('checkout and the sale state machine (issue 8)', () => {
  it('a buy-now purchase creates a sale awaiting the auth code, with a ledger at zero', async () => {
    const { buyer, seller, domain } = await setup()
    const res = await buy(buyer, { domainName: domain.name })
    expect(res.statusCode).toBe(200)
    const order = res.json()
    expect(order).toMatchObject({
      status: 'PAID',
      kind: 'SALE',
      chargedMicros: usdToMicros(2500),
      sandbox: true,
    })
    const details = (
      await call(seller, 'GET', `/api/v1/transactions/${order.transactionId}`)
    ).json()
    expect(details.status).toBe('AWAITING_AUTH_CODE')
    expect(details.step).toBe('AUTH_CODE_REQUIRED')
    expect(details.needsAction).toBe(true)
    expect(details.tasks).toContainEqual({
      type: 'PROVIDE_SELLER_AUTH_CODE',
      group: 'ACTION_NEEDED',
      forSeller: true,
    })
    expect(details.events.map((e: { to: string }) => e.to)).toEqual([
      'PENDING',
      'PENDING_TRANSFER_INSTRUCTIONS',
      'AWAITING_AUTH_CODE',
    ])
    expect(details.ledger.sum).toBe(0)
    expect(details.ledger.balances.BUYER).toBe(-usdToMicros(2500))
  })

  it('the same Idempotency-Key replays the first answer and charges once', async () => {
    const { buyer, domain } = await setup()
    const key = newKey()
    const first = (await buy(buyer, { domainName: domain.name }, key)).json()
    const second = (await buy(buyer, { domainName: domain.name }, key)).json()
    expect(second).toEqual(first)
    const orders = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.domainId, domain.id))
    expect(orders).toHaveLength(1)
  })

  it('the checkout form pays for the lander domain it names', async () => {
    const { buyer, seller, domain } = await setup()
    const res = await t.app.inject({
      method: 'POST',
      url: '/checkout/pay',
      headers: {
        ...(await t.signedIn(buyer)),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        kind: 'SALE',
        domainName: domain.name,
        idempotencyKey: newKey(),
        cardName: 'Bo Buyer',
        cardNumber: SANDBOX_CARDS.ok,
      }).toString(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Follow it in My purchases')
    const sales = (await call(seller, 'GET', '/api/v1/sales')).json()
    expect(sales.items.map((s: { domain: string }) => s.domain)).toContain(domain.name)
  })

  it('requires an Idempotency-Key on a payment', async () => {
    const { buyer, domain } = await setup()
    const res = await call(buyer, 'POST', '/api/v1/checkout/orders', {
      domainName: domain.name,
      cardName: 'B',
      cardNumber: SANDBOX_CARDS.ok,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe('payments.idempotencyKey.required')
  })

  it('a declined card creates no transaction and the domain stays for sale', async () => {
    const { buyer, domain } = await setup()
    const order = (
      await buy(buyer, { domainName: domain.name, cardNumber: SANDBOX_CARDS.declined })
    ).json()
    expect(order).toMatchObject({ status: 'DECLINED', transactionId: null, chargedMicros: 0 })
    expect((await buy(buyer, { domainName: domain.name })).json().status).toBe('PAID')
  })

  it('a sold domain cannot be bought again, and a seller cannot buy their own', async () => {
    const { buyer, seller, domain } = await setup()
    await buy(buyer, { domainName: domain.name })
    expect((await buy(buyer, { domainName: domain.name })).statusCode).toBe(404)
    const other = await t.factories.domain({
      sellerId: seller.id,
      status: 'ACTIVE',
      buynowPriceMicros: usdToMicros(900),
    })
    expect((await buy(seller, { domainName: other.name })).statusCode).toBe(403)
  })

  it('runs auth code → admin confirm → payout waits for account → scheduled → paid', async () => {
    const { buyer, seller, admin, domain } = await setup()
    const { transactionId } = (await buy(buyer, { domainName: domain.name })).json()
    // Invalid transition refused: an admin cannot confirm before the auth code.
    expect(
      (await call(admin, 'POST', `/api/v1/admin/transactions/${transactionId}/transfer/confirm`))
        .statusCode,
    ).toBe(409)
    const withCode = await call(
      seller,
      'PATCH',
      `/api/v1/transactions/${transactionId}/transfer/authCode`,
      { authCode: 'EPP-1234-xyz' },
    )
    expect(withCode.json().fullStatus).toBe('PENDING_TRANSFER')
    expect(withCode.body).not.toContain('EPP-1234-xyz')
    expect(
      (
        await call(seller, 'PATCH', `/api/v1/transactions/${transactionId}/transfer/authCode`, {
          authCode: 'again',
        })
      ).statusCode,
    ).toBe(409)
    const confirmed = (
      await call(admin, 'POST', `/api/v1/admin/transactions/${transactionId}/transfer/confirm`)
    ).json()
    expect(confirmed.fullStatus).toBe('AWAITING_PAYEE_INFO')
    expect(confirmed.tasks.map((x: { type: string }) => x.type)).toContain('PROVIDE_ACCOUNT_INFO')
    await makePayable(seller)
    const scheduled = (await call(seller, 'GET', `/api/v1/transactions/${transactionId}`)).json()
    expect(scheduled.fullStatus).toBe('SCHEDULED_PAYOUT')
    expect(scheduled.payouts[0]).toMatchObject({ status: 'SCHEDULE_SUCCESS', mode: 'AUTO' })
    await call(admin, 'POST', '/api/v1/test/clock/advance', { days: 3 })
    const paid = (await call(seller, 'GET', `/api/v1/transactions/${transactionId}`)).json()
    expect(paid.fullStatus).toBe('PAID')
    expect(paid.status).toBe('COMPLETED')
    expect(paid.payouts[0].status).toBe('PAID')
    expect(paid.ledger.sum).toBe(0)
    expect(paid.ledger.balances.SELLER).toBe(0)
    // 15 % commission (NONE tier) and the card fee: buyer paid = payout + commission + fees.
    expect(paid.ledger.balances.COMMISSION).toBe(usdToMicros(375))
    expect(
      paid.ledger.balances.PAID_OUT + paid.ledger.balances.COMMISSION + paid.ledger.balances.FEES,
    ).toBe(usdToMicros(2500))
    const list = (await call(seller, 'GET', '/api/v1/sales')).json()
    expect(list.items[0]).toMatchObject({
      transactionId,
      status: 'COMPLETED',
      payoutAmount: paid.payouts[0].amount,
    })
    const invoice = await call(seller, 'GET', `/api/v1/transactions/${transactionId}/sales/invoice`)
    expect(invoice.headers['content-type']).toContain('text/html')
    expect(invoice.body).toContain('$2,500.00')
  })

  it('the buyer may cancel before the transfer with a full refund; the ledger returns to zero', async () => {
    const { buyer, seller, domain } = await setup()
    const { transactionId } = (await buy(buyer, { domainName: domain.name })).json()
    const res = await call(buyer, 'POST', `/api/v1/transactions/${transactionId}/cancel`, {
      reason: 'Changed my mind',
    })
    expect(res.json().fullStatus).toBe('CANCELLED')
    expect(Object.values(res.json().ledger.balances).every((v) => v === 0)).toBe(true)
    expect(
      (await call(seller, 'POST', `/api/v1/transactions/leased/${transactionId}/relist`)).json()
        .status,
    ).toBe('ACTIVE')
  })

  it('MANUAL payouts wait for the seller to request them, once per Idempotency-Key', async () => {
    const { buyer, seller, admin, domain } = await setup()
    await makePayable(seller)
    await call(seller, 'PATCH', '/api/v1/account/payee', { payoutMode: 'MANUAL' })
    const { transactionId } = (await buy(buyer, { domainName: domain.name })).json()
    await call(seller, 'PATCH', `/api/v1/transactions/${transactionId}/transfer/registrar`, {
      registrar: 'OTHER',
      otherRegistrarName: 'Hover',
    })
    const d = (
      await call(admin, 'POST', `/api/v1/admin/transactions/${transactionId}/transfer/confirm`)
    ).json()
    expect(d.payouts[0]).toMatchObject({ status: 'READY_FOR_PAYOUT', mode: 'MANUAL' })
    const key = newKey()
    const issue = () =>
      call(seller, 'POST', `/api/v1/payouts/${d.payouts[0].payoutId}/issue`, undefined, {
        'idempotency-key': key,
      })
    const first = await issue()
    const again = await issue()
    expect(first.json().status).toBe('PAID')
    expect(again.json()).toEqual(first.json())
    expect(
      (await call(seller, 'GET', `/api/v1/transactions/${transactionId}`))
        .json()
        .ledger.entries.filter((e: { kind: string }) => e.kind === 'PAYOUT'),
    ).toHaveLength(2)
  })
})

describe('payee and tax data (decision 806)', () => {
  it('needs a recent sign-in to change, stores the tax id encrypted and never returns it', async () => {
    const taxForm = {
      formType: 'W9',
      legalName: 'X',
      country: 'US',
      address: '1 Main St',
      taxId: '123456789',
      certify: true,
    }
    const seller = await t.factories.seller()
    const stale = await t.signedIn(seller, {
      authenticatedAt: new Date(Date.now() - 6 * 3_600_000),
    })
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/tax',
      headers: stale,
      payload: taxForm,
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.json().error.code).toBe('ForceLogin')
    const saved = await call(seller, 'PATCH', '/api/v1/account/tax', taxForm)
    expect(saved.json().tax.taxIdLast4).toBe('6789')
    expect(saved.body).not.toContain('123456789')
    const [row] = await t.db
      .select()
      .from(payeeTaxProfiles)
      .where(eq(payeeTaxProfiles.sellerId, seller.id))
    expect(row!.taxIdEncrypted).toMatch(/^v1\./)
    expect(row!.taxIdEncrypted).not.toContain('123456789')
    const account = (
      await call(seller, 'POST', '/api/v1/account/payments', {
        method: 'PAYPAL',
        accountName: 'X',
        emailAddress: 'x@example.test',
      })
    ).json()
    expect(
      (await call(seller, 'GET', `/api/v1/account/payments/${account.capId}/isPayable`)).json(),
    ).toEqual({ capId: account.capId, isPayable: true })
  })
})

describe('lease to own (decision 804)', () => {
  it('three installments paid by the scheduler, each with its payout, then the lease completes', async () => {
    const { buyer, seller, admin, domain } = await setup({ buynowPriceMicros: usdToMicros(900) })
    await makePayable(seller)
    const order = (await buy(buyer, { domainName: domain.name, kind: 'LEASE', months: 3 })).json()
    expect(order).toMatchObject({ status: 'PAID', kind: 'LEASE', chargedMicros: usdToMicros(300) })
    const id = order.transactionId
    await call(seller, 'PATCH', `/api/v1/transactions/${id}/transfer/authCode`, {
      authCode: 'LEASE-CODE',
    })
    await call(admin, 'POST', `/api/v1/admin/transactions/${id}/transfer/confirm`)
    for (let i = 0; i < 3; i++)
      await call(admin, 'POST', '/api/v1/test/clock/advance', { days: 31 })
    const d = (await call(seller, 'GET', `/api/v1/transactions/leased/${id}`)).json()
    expect(d.installments.map((i: { status: string }) => i.status)).toEqual([
      'PAID',
      'PAID',
      'PAID',
    ])
    expect(
      d.installments.every((i: { payout: { status: string } }) => i.payout.status === 'PAID'),
    ).toBe(true)
    expect(d.fullStatus).toBe('LTO_PAYOUTS_COMPLETE')
    expect(d.ledger.sum).toBe(0)
    expect(-d.ledger.balances.BUYER).toBe(usdToMicros(900))
    const list = (await call(seller, 'GET', '/api/v1/transactions/leased')).json()
    const row = list.items.find((r: { transactionId: string }) => r.transactionId === id)
    expect(row).toMatchObject({
      installments: '3/3',
      status: 'LTO_PAYOUTS_COMPLETE',
      nextInstallment: null,
    })
    const inv = await call(buyer, 'GET', `/api/v1/transactions/${id}/leased/invoice/${row.invoice}`)
    expect(inv.body).toContain('installment 3 of 3')
  })

  it('a declined installment is late with reminders, then defaults after the grace period', async () => {
    const { buyer, seller, admin, domain } = await setup({ buynowPriceMicros: usdToMicros(1200) })
    const { transactionId: id } = (
      await buy(buyer, {
        domainName: domain.name,
        kind: 'LEASE',
        months: 4,
        cardNumber: SANDBOX_CARDS.failsLater,
      })
    ).json()
    await call(seller, 'PATCH', `/api/v1/transactions/${id}/transfer/authCode`, {
      authCode: 'LEASE-CODE',
    })
    await call(admin, 'POST', `/api/v1/admin/transactions/${id}/transfer/confirm`)
    const late = (await call(admin, 'POST', '/api/v1/test/clock/advance', { days: 31 })).json()
    expect(late.billing.late).toBeGreaterThanOrEqual(1)
    let d = (await call(seller, 'GET', `/api/v1/transactions/leased/${id}`)).json()
    expect(d.installments[1].status).toBe('LATE')
    await call(admin, 'POST', '/api/v1/test/clock/advance', { days: 16 })
    d = (await call(seller, 'GET', `/api/v1/transactions/leased/${id}`)).json()
    expect(d.fullStatus).toBe('CANCELLED')
    expect(d.installments.slice(1).every((i: { status: string }) => i.status === 'CANCELLED')).toBe(
      true,
    )
    expect(d.ledger.sum).toBe(0)
    // The seller keeps what was paid, and relists in one click.
    expect((await call(seller, 'POST', `/api/v1/transactions/leased/${id}/relist`)).json()).toEqual(
      { domainName: domain.name, status: 'ACTIVE' },
    )
  })

  it('early payoff charges every remaining installment at once', async () => {
    const { buyer, seller, admin, domain } = await setup({ buynowPriceMicros: usdToMicros(1000) })
    const { transactionId: id } = (
      await buy(buyer, { domainName: domain.name, kind: 'LEASE', months: 5 })
    ).json()
    await call(seller, 'PATCH', `/api/v1/transactions/${id}/transfer/authCode`, {
      authCode: 'LEASE-CODE',
    })
    await call(admin, 'POST', `/api/v1/admin/transactions/${id}/transfer/confirm`)
    const res = await call(buyer, 'POST', `/api/v1/purchases/leases/${id}/payoff`, undefined, {
      'idempotency-key': newKey(),
    })
    expect(res.json()).toEqual({ paidMicros: usdToMicros(800) })
    const d = (await call(buyer, 'GET', `/api/v1/transactions/leased/${id}`)).json()
    expect(d.installments.every((i: { status: string }) => i.status === 'PAID')).toBe(true)
  })
})

describe('CSV exports open in a spreadsheet', () => {
  it('sales, leased and parking exports parse back', async () => {
    const { buyer, seller, domain } = await setup({ name: `comma-${Date.now()}.com` })
    await buy(buyer, { domainName: domain.name })
    const lease = await buyableDomain(t, seller.id, 600, { maxLeasePeriod: 6 })
    await buy(buyer, { domainName: lease.name, kind: 'LEASE', months: 2 })
    const sales = await call(seller, 'GET', '/api/v1/sales/export')
    expect(sales.headers['content-type']).toContain('text/csv')
    const rows = csvRows(sales.body)
    expect(rows).toEqual([
      expect.objectContaining({
        domain: domain.name,
        status: 'AWAITING_AUTH_CODE',
        salePrice: '2500.00',
      }),
    ])
    const leased = csvRows((await call(seller, 'GET', '/api/v1/transactions/leased/export')).body)
    expect(leased[0]).toMatchObject({
      domain: lease.name,
      installments: '1/2',
      nextInstallment: '300.00',
    })
    const parking = csvRows((await call(seller, 'GET', '/api/v1/parking/export')).body)
    expect(Array.isArray(parking)).toBe(true)
  })
})

describe('small texts a buyer and a seller read (issue 13)', () => {
  it('the sale’s history names the sandbox once: "(sandbox ch_…)", not "(sandbox sandbox ch_…)"', async () => {
    const { buyer, seller, domain } = await setup()
    const order = (await buy(buyer, { domainName: domain.name })).json()
    const details = (
      await call(seller, 'GET', `/api/v1/transactions/${order.transactionId}`)
    ).json()
    const paid = details.events.find((e: { to: string }) => e.to === 'PENDING')
    expect(paid.note).toMatch(/^Paid \$2,500\.00 \(sandbox ch_[^ ]+\)$/)
  })

  it('the checkout’s test-card hint keeps a space between each card and its words', async () => {
    const { buyer, domain } = await setup()
    const page = await call(buyer, 'GET', `/checkout/domain/${domain.name}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('No real money moves.')
    expect(page.body).toContain('<code>4242 4242 4242 4242</code> succeeds')
    expect(page.body).toContain('<code>4000 0000 0000 0002</code> is declined')
    expect(page.body).not.toMatch(/Test cards:<code>|succeeds,<code>/)
  })
})
