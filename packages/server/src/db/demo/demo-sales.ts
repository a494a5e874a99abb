import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { quoteLease, listLeaseInstallments } from '@namefolio/core/pricing/lease-quote'
import { commissionBpsFor, splitPayment, type PaymentSplit } from '@namefolio/core/sales/commission'
import {
  assertBalanced,
  payoutPosting,
  paymentPosting,
  type Posting,
} from '@namefolio/core/sales/ledger'
import {
  transition,
  type TransactionActor,
  type TransactionKind,
} from '@namefolio/core/sales/transaction-machine'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../client.ts'
import { domains } from '../schema/domains.ts'
import {
  leaseInstallments,
  ledgerEntries,
  payeeTaxProfiles,
  paymentOrders,
  sandboxPayments,
  payoutAccounts,
  payouts,
  transactionEvents,
  transactions,
} from '../schema/sales.ts'
import { users } from '../schema/users.ts'

const DAY_MS = 86_400_000
const USD = 1_000_000

type Step = { to: TransactionStatus; actor: TransactionActor; note?: string; daysAfter: number }

/** The path of each demo sale, through core's state machine (an invalid step throws). */
const SALE_PATH: Step[] = [
  {
    to: 'PENDING_TRANSFER_INSTRUCTIONS',
    actor: 'system',
    note: 'Payment verified (sandbox)',
    daysAfter: 0,
  },
  { to: 'AWAITING_AUTH_CODE', actor: 'system', note: 'Transfer instructions ready', daysAfter: 0 },
  { to: 'PENDING_TRANSFER', actor: 'seller', note: 'Pushed at GoDaddy', daysAfter: 1 },
  { to: 'CONFIRMED_TRANSFER', actor: 'admin', note: 'Transfer confirmed', daysAfter: 3 },
  { to: 'SCHEDULED_PAYOUT', actor: 'system', daysAfter: 3 },
  { to: 'PAID', actor: 'system', note: 'Paid out (sandbox)', daysAfter: 5 },
]

type DemoSale = { name: string; priceUsd: number; daysAgo: number; until: TransactionStatus }

/**
 * One sale waiting for its auth code, one in transfer, one with its payout scheduled, one paid
 * with its invoice (decision 854).
 */
const DEMO_SALES: DemoSale[] = [
  { name: 'waiting', priceUsd: 4_500, daysAgo: 2, until: 'AWAITING_AUTH_CODE' },
  { name: 'transfer', priceUsd: 2_750, daysAgo: 6, until: 'PENDING_TRANSFER' },
  { name: 'scheduled', priceUsd: 3_200, daysAgo: 4, until: 'SCHEDULED_PAYOUT' },
  { name: 'paid', priceUsd: 12_000, daysAgo: 40, until: 'PAID' },
]

/** Payouts wait this long after the transfer, like PAYOUT_HOLD_DAYS' default (decision 804). */
const DEMO_PAYOUT_HOLD_DAYS = 2

/** The demo seller's payee data: a certified W-9 and a sandbox PayPal account, so payable. */
const DEMO_PAYEE = {
  taxId: '123-45-6789',
  address: '1 Demo Street, Springfield, IL 62701',
  paypal: 'seller@demo.namefolio.test',
}

/**
 * Seals a secret for storage (decision 806): the seed gets the app's SecretBox `seal`, so the
 * demo tax id is stored encrypted like one a seller types.
 */
export type SealSecret = (clear: string) => string

async function seedDemoPayee(
  db: Db,
  seller: { id: string; name: string },
  now: Date,
  seal: SealSecret,
): Promise<string> {
  const taxId = DEMO_PAYEE.taxId.replace(/-/g, '')
  await db.insert(payeeTaxProfiles).values({
    sellerId: seller.id,
    formType: 'W9',
    legalName: seller.name,
    country: 'US',
    address: DEMO_PAYEE.address,
    taxIdEncrypted: seal(taxId),
    taxIdLast4: taxId.slice(-4),
    payoutMode: 'AUTO',
    certifiedAt: now,
    updatedAt: now,
  })
  const [account] = await db
    .insert(payoutAccounts)
    .values({
      sellerId: seller.id,
      method: 'PAYPAL',
      accountName: seller.name,
      emailAddress: DEMO_PAYEE.paypal,
      isDefault: 1,
      createdAt: now,
    })
    .returning({ id: payoutAccounts.id })
  return account!.id
}

/** A 12-month lease: 3 installments paid and paid out, 9 to come. */
const DEMO_LEASE = { priceUsd: 6_000, months: 12, paidInstallments: 3 }

/**
 * Demo sales and a lease for the demo seller and buyer, written straight to the schema in a
 * consistent state: every status change has its event, every posting sums to zero (core's
 * ledger), amounts split with core's commission rules. The db layer may not import features,
 * so this mirrors what the sales service writes.
 */
export async function seedDemoSales(db: Db, now: Date, seal: SealSecret): Promise<void> {
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['seller@demo.namefolio.test', 'buyer@demo.namefolio.test']))
  const seller = people.find((u) => u.email === 'seller@demo.namefolio.test')
  const buyer = people.find((u) => u.email === 'buyer@demo.namefolio.test')
  if (!seller || !buyer) return
  // The last active domains by name, away from the ones the demo leads use.
  const picked = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .where(
      and(eq(domains.sellerId, seller.id), eq(domains.status, 'ACTIVE'), isNull(domains.soldAt)),
    )
    .orderBy(desc(domains.name))
    .limit(DEMO_SALES.length + 1)
  if (picked.length < DEMO_SALES.length + 1) return
  const plan = seller.membershipPlan ?? 'NONE'
  const accountId = await seedDemoPayee(db, seller, now, seal)

  for (const [i, sale] of DEMO_SALES.entries()) {
    const domain = picked[i]!
    const start = new Date(now.getTime() - sale.daysAgo * DAY_MS)
    const priceMicros = sale.priceUsd * USD
    const bps = commissionBpsFor(plan)
    const split = splitPayment(priceMicros, bps, 'CREDIT_CARD')
    const steps = SALE_PATH.slice(0, SALE_PATH.findIndex((s) => s.to === sale.until) + 1)
    const tx = await createTransaction(db, {
      kind: 'SALE',
      sellerId: seller.id,
      buyerId: buyer.id,
      domain,
      priceMicros,
      chargeMicros: priceMicros,
      bps,
      start,
      leaseMonths: null,
      installmentMicros: null,
      transferType: steps.some((s) => s.to === 'PENDING_TRANSFER') ? 'REGISTRAR_PUSH' : null,
    })
    await post(db, tx, paymentPosting(split, 'PAYMENT'), start)
    const last = await walk(db, tx, 'SALE', steps, start, seller.id)
    if (sale.until === 'SCHEDULED_PAYOUT') {
      // Issued by the money job once the hold has passed, like any AUTO payout.
      await db.insert(payouts).values({
        transactionId: tx.id,
        sellerId: seller.id,
        amountMicros: split.sellerMicros,
        status: 'SCHEDULE_SUCCESS',
        mode: 'AUTO',
        payoutAccountId: accountId,
        method: 'PAYPAL',
        scheduledFor: new Date(last.getTime() + DEMO_PAYOUT_HOLD_DAYS * DAY_MS),
        createdAt: last,
        updatedAt: last,
      })
    }
    if (sale.until === 'PAID') {
      const paidAt = last
      const [payout] = await db
        .insert(payouts)
        .values({
          transactionId: tx.id,
          sellerId: seller.id,
          amountMicros: split.sellerMicros,
          status: 'PAID',
          mode: 'AUTO',
          payoutAccountId: accountId,
          method: 'PAYPAL',
          scheduledFor: new Date(paidAt.getTime() - 2 * DAY_MS),
          paidAt,
          providerPayoutId: `sandbox_po_demo_${i}`,
          createdAt: new Date(paidAt.getTime() - 2 * DAY_MS),
          updatedAt: paidAt,
        })
        .returning()
      await post(db, tx, payoutPosting(split.sellerMicros), paidAt, { payoutId: payout!.id })
    }
    // A paid order marks the domain sold at once, as checkout does.
    await db
      .update(domains)
      .set({ soldAt: start, updatedAt: start })
      .where(eq(domains.id, domain.id))
  }

  // The lease: paid at checkout, transferred to the platform, then monthly installments.
  const domain = picked[DEMO_SALES.length]!
  const quote = quoteLease(DEMO_LEASE.priceUsd * USD, DEMO_LEASE.months)
  const start = new Date(now.getTime() - ((DEMO_LEASE.paidInstallments - 1) * 30 + 10) * DAY_MS)
  const bps = commissionBpsFor(plan, quote.commissionDiscountPct)
  const amounts = listLeaseInstallments(quote)
  const tx = await createTransaction(db, {
    kind: 'LEASE',
    sellerId: seller.id,
    buyerId: buyer.id,
    domain,
    priceMicros: DEMO_LEASE.priceUsd * USD,
    chargeMicros: amounts[0]!,
    bps,
    start,
    leaseMonths: DEMO_LEASE.months,
    installmentMicros: quote.installmentMicros,
    transferType: 'REGISTRAR_PUSH',
  })
  const leaseSteps = SALE_PATH.slice(0, 4)
  await walk(db, tx, 'LEASE', leaseSteps, start, seller.id)
  const rows = await db
    .insert(leaseInstallments)
    .values(
      amounts.map((amountMicros, i) => {
        const dueAt = new Date(start.getTime() + i * 30 * DAY_MS)
        const isPaid = i < DEMO_LEASE.paidInstallments
        const s: PaymentSplit | null = isPaid
          ? splitPayment(amountMicros, bps, 'CREDIT_CARD')
          : null
        return {
          transactionId: tx.id,
          sellerId: seller.id,
          seq: i + 1,
          amountMicros,
          dueAt,
          status: isPaid ? ('PAID' as const) : ('SCHEDULED' as const),
          paidAt: isPaid ? dueAt : null,
          providerChargeId: isPaid ? `sandbox_ch_demo_lease_${i + 1}` : null,
          sellerMicros: s?.sellerMicros ?? null,
          commissionMicros: s?.commissionMicros ?? null,
          feeMicros: s?.feeMicros ?? null,
        }
      }),
    )
    .returning()
  for (const inst of rows.filter((r) => r.status === 'PAID').sort((a, b) => a.seq - b.seq)) {
    const paidAt = inst.paidAt!
    const split = splitPayment(inst.amountMicros, bps, 'CREDIT_CARD')
    await post(db, tx, paymentPosting(split, 'INSTALLMENT'), paidAt, { installmentId: inst.id })
    const payoutAt = new Date(Math.max(paidAt.getTime(), start.getTime() + 3 * DAY_MS) + 2 * DAY_MS)
    const [payout] = await db
      .insert(payouts)
      .values({
        transactionId: tx.id,
        installmentId: inst.id,
        sellerId: seller.id,
        amountMicros: split.sellerMicros,
        status: 'PAID',
        mode: 'AUTO',
        payoutAccountId: accountId,
        method: 'PAYPAL',
        scheduledFor: new Date(payoutAt.getTime() - 2 * DAY_MS),
        paidAt: payoutAt,
        providerPayoutId: `sandbox_po_demo_lease_${inst.seq}`,
        createdAt: paidAt,
        updatedAt: payoutAt,
      })
      .returning()
    await post(db, tx, payoutPosting(split.sellerMicros), payoutAt, {
      installmentId: inst.id,
      payoutId: payout!.id,
    })
  }
  await db
    .update(domains)
    .set({ leasedAt: start, updatedAt: start })
    .where(eq(domains.id, domain.id))
}

type TxRef = { id: string; sellerId: string }

async function createTransaction(
  db: Db,
  input: {
    kind: TransactionKind
    sellerId: string
    buyerId: string
    domain: { id: string; name: string }
    priceMicros: number
    chargeMicros: number
    bps: number
    start: Date
    leaseMonths: number | null
    installmentMicros: number | null
    transferType: string | null
  },
): Promise<TxRef> {
  const [order] = await db
    .insert(paymentOrders)
    .values({
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      domainId: input.domain.id,
      domainName: input.domain.name,
      kind: input.kind,
      source: 'LANDER',
      priceMicros: input.priceMicros,
      chargeMicros: input.chargeMicros,
      leaseMonths: input.leaseMonths,
      paymentMethod: 'CREDIT_CARD',
      cardLast4: '4242',
      status: 'PAID',
      provider: 'sandbox',
      providerChargeId: `sandbox_ch_demo_${input.domain.name}`,
      createdAt: input.start,
      updatedAt: input.start,
    })
    .returning()
  // The sandbox provider's record of that charge: later charges (lease installments, payoff)
  // reuse its card, and the provider declines a card it has no record of (decision 951).
  await db.insert(sandboxPayments).values({
    id: `sandbox_ch_demo_${input.domain.name}`,
    idempotencyKey: `demo:${order!.id}`,
    kind: 'CHARGE',
    amountMicros: input.chargeMicros,
    status: 'SUCCEEDED',
    detail: 'ok',
    createdAt: input.start,
  })
  const salePriceMicros =
    input.kind === 'LEASE' && input.leaseMonths
      ? quoteLease(input.priceMicros, input.leaseMonths).totalMicros
      : input.priceMicros
  const [row] = await db
    .insert(transactions)
    .values({
      kind: input.kind,
      orderId: order!.id,
      sellerId: input.sellerId,
      buyerId: input.buyerId,
      domainId: input.domain.id,
      domainName: input.domain.name,
      status: 'PENDING',
      salePriceMicros,
      commissionBps: input.bps,
      paymentMethod: 'CREDIT_CARD',
      transferType: input.transferType,
      registrar: input.transferType === 'REGISTRAR_PUSH' ? 'GoDaddy' : null,
      leaseMonths: input.leaseMonths,
      installmentMicros: input.installmentMicros,
      saleDate: input.start,
      createdAt: input.start,
      updatedAt: input.start,
    })
    .returning()
  await db
    .update(paymentOrders)
    .set({ transactionId: row!.id })
    .where(eq(paymentOrders.id, order!.id))
  await db.insert(transactionEvents).values({
    transactionId: row!.id,
    sellerId: input.sellerId,
    fromStatus: null,
    toStatus: 'PENDING',
    actor: 'buyer',
    actorId: input.buyerId,
    note: 'Paid by card •••• 4242 (sandbox)',
    createdAt: input.start,
  })
  return { id: row!.id, sellerId: input.sellerId }
}

/** Walks the steps through core's state machine, one event each; returns the last time. */
async function walk(
  db: Db,
  tx: TxRef,
  kind: TransactionKind,
  steps: Step[],
  start: Date,
  sellerId: string,
): Promise<Date> {
  let status: TransactionStatus = 'PENDING'
  let at = start
  for (const [i, step] of steps.entries()) {
    status = transition(kind, status, step.to)
    // Seconds apart on the same day, so the history keeps its order.
    at = new Date(start.getTime() + step.daysAfter * DAY_MS + (i + 1) * 60_000)
    await db.insert(transactionEvents).values({
      transactionId: tx.id,
      sellerId,
      fromStatus: steps[i - 1]?.to ?? 'PENDING',
      toStatus: step.to,
      actor: step.actor,
      actorId: step.actor === 'seller' ? sellerId : null,
      note: step.note ?? null,
      createdAt: at,
    })
  }
  await db.update(transactions).set({ status, updatedAt: at }).where(eq(transactions.id, tx.id))
  return at
}

async function post(
  db: Db,
  tx: TxRef,
  posting: Posting,
  at: Date,
  refs: { installmentId?: string; payoutId?: string } = {},
): Promise<void> {
  assertBalanced(posting)
  const postingId = crypto.randomUUID()
  await db.insert(ledgerEntries).values(
    posting.entries.map((e) => ({
      transactionId: tx.id,
      sellerId: tx.sellerId,
      postingId,
      kind: posting.kind,
      account: e.account,
      amountMicros: e.amountMicros,
      installmentId: refs.installmentId ?? null,
      payoutId: refs.payoutId ?? null,
      createdAt: at,
    })),
  )
}
