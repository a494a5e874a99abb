import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { quoteLease, listLeaseInstallments } from '@namefolio/core/pricing/lease-quote'
import { commissionBpsFor, splitPayment, type PaymentSplit } from '@namefolio/core/sales/commission'
import { payoutPosting, paymentPosting } from '@namefolio/core/sales/ledger'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../client.ts'
import { domains } from '../schema/domains.ts'
import { leaseInstallments } from '../schema/sales.ts'
import { users } from '../schema/users.ts'
import { insertPosting } from '../ledger-postings.ts'
import { seedDemoPayee, type SealSecret } from './demo-payee.ts'
import { DAY_MS, createTransaction, insertPayout, walk, type Step } from './demo-transactions.ts'

const USD = 1_000_000

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

/** A 12-month lease: 3 installments paid and paid out, 9 to come. */
const DEMO_LEASE = { priceUsd: 6_000, months: 12, paidInstallments: 3 }

/**
 * Demo sales and a lease for the demo seller and buyer, written straight to the schema in a
 * consistent state (demo-transactions.ts), amounts split with core's commission rules.
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
    await insertPosting(db, tx, paymentPosting(split, 'PAYMENT'), start)
    const last = await walk(db, tx, 'SALE', steps, start, seller.id)
    if (sale.until === 'SCHEDULED_PAYOUT') {
      // Issued by the money job once the hold has passed, like any AUTO payout.
      await insertPayout(db, tx, {
        accountId,
        amountMicros: split.sellerMicros,
        status: 'SCHEDULE_SUCCESS',
        scheduledFor: new Date(last.getTime() + DEMO_PAYOUT_HOLD_DAYS * DAY_MS),
        createdAt: last,
        updatedAt: last,
      })
    }
    if (sale.until === 'PAID') {
      const paidAt = last
      const payoutId = await insertPayout(db, tx, {
        accountId,
        amountMicros: split.sellerMicros,
        status: 'PAID',
        scheduledFor: new Date(paidAt.getTime() - 2 * DAY_MS),
        paidAt,
        providerPayoutId: `sandbox_po_demo_${i}`,
        createdAt: new Date(paidAt.getTime() - 2 * DAY_MS),
        updatedAt: paidAt,
      })
      await insertPosting(db, tx, payoutPosting(split.sellerMicros), paidAt, { payoutId })
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
    await insertPosting(db, tx, paymentPosting(split, 'INSTALLMENT'), paidAt, {
      installmentId: inst.id,
    })
    const payoutAt = new Date(Math.max(paidAt.getTime(), start.getTime() + 3 * DAY_MS) + 2 * DAY_MS)
    const payoutId = await insertPayout(db, tx, {
      accountId,
      installmentId: inst.id,
      amountMicros: split.sellerMicros,
      status: 'PAID',
      scheduledFor: new Date(payoutAt.getTime() - 2 * DAY_MS),
      paidAt: payoutAt,
      providerPayoutId: `sandbox_po_demo_lease_${inst.seq}`,
      createdAt: paidAt,
      updatedAt: payoutAt,
    })
    await insertPosting(db, tx, payoutPosting(split.sellerMicros), payoutAt, {
      installmentId: inst.id,
      payoutId,
    })
  }
  await db
    .update(domains)
    .set({ leasedAt: start, updatedAt: start })
    .where(eq(domains.id, domain.id))
}
