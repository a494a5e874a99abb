import { describe, expect, it } from 'vitest'
import type { DomainDeal } from '@namefolio/core/portfolio/domain-deal.contract'
import type { DomainRow } from '../../db/schema/domains.ts'
import { leaseInstallments, paymentOrders, payouts, transactions } from '../../db/schema/sales.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

/**
 * Issue 15, decision 282: the list API fills `deal` in the Sold, Leased and Purchases views
 * (spec §3 "Sales columns", "Leased sale columns") from the latest transaction, its payouts and
 * installments; the buyer's Purchases view lists what they bought, without the seller's data.
 */

const t = testAppForFile()

const USD = 1_000_000
const { inject, json } = userRequests(() => t)
const at = (iso: string) => new Date(iso)

async function deal(
  seller: UserRow,
  buyer: UserRow,
  domain: DomainRow,
  input: { kind: 'SALE' | 'LEASE'; priceMicros: number; saleDate: Date; status?: string },
) {
  const [order] = await t.db
    .insert(paymentOrders)
    .values({
      buyerId: buyer.id,
      sellerId: seller.id,
      domainId: domain.id,
      domainName: domain.name,
      kind: input.kind,
      source: 'LANDER',
      priceMicros: input.priceMicros,
      chargeMicros: input.priceMicros,
      paymentMethod: 'CREDIT_CARD',
      status: 'PAID',
      provider: 'sandbox',
    })
    .returning()
  const [tx] = await t.db
    .insert(transactions)
    .values({
      kind: input.kind,
      orderId: order!.id,
      sellerId: seller.id,
      buyerId: buyer.id,
      domainId: domain.id,
      domainName: domain.name,
      status: (input.status ?? 'PENDING_TRANSFER') as 'PENDING_TRANSFER',
      salePriceMicros: input.priceMicros,
      commissionBps: 1500,
      paymentMethod: 'CREDIT_CARD',
      transferType: 'AUTH_CODE',
      leaseMonths: input.kind === 'LEASE' ? 3 : null,
      saleDate: input.saleDate,
    })
    .returning()
  return tx!
}

const dealsOf = async (user: UserRow, view: string) => {
  const res = await json(user, 'GET', `/api/v2/domains?view=${view}&sort=domain&order=asc`)
  expect(res.status).toBe(200)
  return res.body as {
    total: number
    items: { name: string; deal?: DomainDeal | null; buynowPriceMicros: number | null }[]
  }
}

describe('deal columns of the portfolio views (spec §3; decision 282)', () => {
  it("Sold: the latest sale's price, date, payout amount and date, transfer type, status", async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `sold-${uniqueSuffix()}.com`,
      soldAt: at('2026-03-02T10:00:00Z'),
    })
    // An older, cancelled sale of the same domain is not the deal shown.
    await deal(seller, buyer, domain, {
      kind: 'SALE',
      priceMicros: 900 * USD,
      saleDate: at('2026-01-05T10:00:00Z'),
      status: 'CANCELLED',
    })
    const sale = await deal(seller, buyer, domain, {
      kind: 'SALE',
      priceMicros: 2500 * USD,
      saleDate: at('2026-03-02T10:00:00Z'),
    })
    await t.db.insert(payouts).values({
      transactionId: sale.id,
      sellerId: seller.id,
      amountMicros: 2125 * USD,
      status: 'PAID',
      paidAt: at('2026-03-20T08:30:00Z'),
    })

    const page = await dealsOf(seller, 'sold')
    expect(page.items.map((i) => i.name)).toEqual([domain.name])
    expect(page.items[0]!.deal).toMatchObject({
      transactionId: sale.id,
      kind: 'SALE',
      status: 'PENDING_TRANSFER',
      transferType: 'AUTH_CODE',
      salePriceMicros: 2500 * USD,
      saleDate: '2026-03-02T10:00:00.000Z',
      payoutMicros: 2125 * USD,
      payoutDate: '2026-03-20T08:30:00.000Z',
      installmentsPaid: null,
      invoiceId: sale.id,
    })
  })

  it('Leased: installments paid of total, next and previous installment, paid on, invoice, payout', async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `lease-${uniqueSuffix()}.com`,
      leasedAt: at('2026-02-01T00:00:00Z'),
    })
    const lease = await deal(seller, buyer, domain, {
      kind: 'LEASE',
      priceMicros: 3000 * USD,
      saleDate: at('2026-02-01T00:00:00Z'),
      status: 'COMPLETED',
    })
    const installment = (seq: number, status: 'PAID' | 'SCHEDULED', paidAt: Date | null) => ({
      transactionId: lease.id,
      sellerId: seller.id,
      seq,
      amountMicros: 1000 * USD,
      dueAt: at(`2026-0${seq + 1}-01T00:00:00Z`),
      status,
      paidAt,
    })
    const [first, second] = await t.db
      .insert(leaseInstallments)
      .values([
        installment(1, 'PAID', at('2026-02-01T00:05:00Z')),
        installment(2, 'PAID', at('2026-03-02T09:00:00Z')),
        installment(3, 'SCHEDULED', null),
      ])
      .returning()
    await t.db.insert(payouts).values({
      transactionId: lease.id,
      installmentId: first!.id,
      sellerId: seller.id,
      amountMicros: 850 * USD,
      status: 'PAID',
      paidAt: at('2026-02-10T00:00:00Z'),
      createdAt: at('2026-02-01T00:05:00Z'),
    })
    const [transmittal] = await t.db
      .insert(payouts)
      .values({
        transactionId: lease.id,
        installmentId: second!.id,
        sellerId: seller.id,
        amountMicros: 850 * USD,
        status: 'SCHEDULE_SUCCESS',
        scheduledFor: at('2026-03-12T00:00:00Z'),
        createdAt: at('2026-03-02T09:00:00Z'),
      })
      .returning()

    const page = await dealsOf(seller, 'leased')
    expect(page.items[0]!.deal).toMatchObject({
      kind: 'LEASE',
      installmentsPaid: 2,
      installmentsTotal: 3,
      nextInstallmentDate: '2026-04-01T00:00:00.000Z',
      nextInstallmentMicros: 1000 * USD,
      previousInstallmentDate: '2026-03-01T00:00:00.000Z',
      paidOn: '2026-03-02T09:00:00.000Z',
      invoiceId: second!.id,
      payoutMicros: 1700 * USD,
      payoutDate: '2026-03-12T00:00:00.000Z',
      payoutTransmittal: transmittal!.id,
    })
  })

  it('views without deals carry none; Sold rows without a transaction carry null', async () => {
    const seller = await t.factories.seller()
    await t.factories.domain({ sellerId: seller.id, name: `plain-${uniqueSuffix()}.com` })
    await t.factories.domain({
      sellerId: seller.id,
      name: `nodeal-${uniqueSuffix()}.com`,
      soldAt: at('2026-01-01T00:00:00Z'),
    })
    expect((await dealsOf(seller, 'selling')).items[0]!.deal).toBeUndefined()
    expect((await dealsOf(seller, 'sold')).items[0]!.deal).toBeNull()
  })
})

describe("the buyer's Purchases view (issue 15; decision 282)", () => {
  it('lists what a buyer-only account bought, with the deal and without the seller data', async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const stranger = await t.factories.user({ roles: ['buyer'] })
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `bought-${uniqueSuffix()}.com`,
      soldAt: at('2026-04-01T00:00:00Z'),
      buynowPriceMicros: 4000 * USD,
      floorPriceMicros: 3000 * USD,
      statsLeadsCount: 7,
    })
    await t.factories.domain({ sellerId: seller.id, name: `other-${uniqueSuffix()}.com` })
    const sale = await deal(seller, buyer, domain, {
      kind: 'SALE',
      priceMicros: 3500 * USD,
      saleDate: at('2026-04-01T00:00:00Z'),
    })
    await t.db.insert(payouts).values({
      transactionId: sale.id,
      sellerId: seller.id,
      amountMicros: 2975 * USD,
    })

    const page = await dealsOf(buyer, 'purchases')
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      name: domain.name,
      buynowPriceMicros: null,
      floorPriceMicros: null,
      intakeLeads: 0,
      transactionLink: null,
      deal: {
        transactionId: sale.id,
        salePriceMicros: 3500 * USD,
        payoutMicros: null,
        payoutTransmittal: null,
      },
    })
    // The export of Purchases says the same (decision 280): the deal, not the seller's prices.
    const csv = await inject(buyer, 'GET', '/api/v2/domains/export?view=purchases')
    const [header, line] = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    const cells = Object.fromEntries(header!.split(',').map((h, i) => [h, line!.split(',')[i]]))
    expect(cells).toMatchObject({
      domain: domain.name,
      buyNowUsd: '',
      floorUsd: '',
      leads: '0',
      salePriceUsd: '3500.00',
      payoutUsd: '',
      transactionId: sale.id,
    })
    // Nobody else sees it; a buyer still cannot list a seller's views.
    expect((await dealsOf(stranger, 'purchases')).total).toBe(0)
    expect((await json(buyer, 'GET', '/api/v2/domains?view=selling')).status).toBe(403)
    // The seller's own views are unchanged by the sale to someone else.
    expect((await dealsOf(seller, 'purchases')).total).toBe(0)
  })
})
