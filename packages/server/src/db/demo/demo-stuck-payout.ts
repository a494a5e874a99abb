import { and, desc, eq, isNull } from 'drizzle-orm'
import { commissionBpsFor, splitPayment } from '@namefolio/core/sales/commission'
import { paymentPosting } from '@namefolio/core/sales/ledger'
import type { Db } from '../client.ts'
import { domains } from '../schema/domains.ts'
import { payoutAccounts, payouts } from '../schema/sales.ts'
import { users } from '../schema/users.ts'
import { insertPosting } from '../ledger-postings.ts'
import { DAY_MS, createTransaction, insertPayout, walk, type Step } from './demo-transactions.ts'

const PRICE_MICROS = 1_800_000_000

const PATH: Step[] = [
  {
    to: 'PENDING_TRANSFER_INSTRUCTIONS',
    actor: 'system',
    note: 'Payment verified (sandbox)',
    daysAfter: 0,
  },
  { to: 'AWAITING_AUTH_CODE', actor: 'system', note: 'Transfer instructions ready', daysAfter: 0 },
  { to: 'PENDING_TRANSFER', actor: 'seller', note: 'Pushed at GoDaddy', daysAfter: 1 },
  { to: 'CONFIRMED_TRANSFER', actor: 'admin', note: 'Transfer confirmed', daysAfter: 2 },
  { to: 'SCHEDULED_PAYOUT', actor: 'system', daysAfter: 2 },
]

/**
 * A sale whose payout the provider failed to schedule (SCHEDULE_SYSTEM_ERROR, spec §4), so the
 * admin console's stuck payouts are not empty on `npm start` (issue 19, decision 1345). Run
 * after seedDemoSales: it takes the next unsold, unleased demo domain.
 */
export async function seedDemoStuckPayout(db: Db, now: Date): Promise<void> {
  const [seller] = await db
    .select()
    .from(users)
    .where(eq(users.email, 'seller@demo.namefolio.test'))
  const [buyer] = await db.select().from(users).where(eq(users.email, 'buyer@demo.namefolio.test'))
  if (!seller || !buyer) return
  const [domain] = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .where(
      and(
        eq(domains.sellerId, seller.id),
        eq(domains.status, 'ACTIVE'),
        isNull(domains.soldAt),
        isNull(domains.leasedAt),
      ),
    )
    .orderBy(desc(domains.name))
    .limit(1)
  const [account] = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.sellerId, seller.id))
    .limit(1)
  if (!domain || !account) return
  // Older than the demo buyer's lease, so the buyer's home still lists the lease among its
  // latest purchases (the lease journeys open it from there).
  const start = new Date(now.getTime() - 200 * DAY_MS)
  const bps = commissionBpsFor(seller.membershipPlan ?? 'NONE')
  const split = splitPayment(PRICE_MICROS, bps, 'CREDIT_CARD')
  const tx = await createTransaction(db, {
    kind: 'SALE',
    sellerId: seller.id,
    buyerId: buyer.id,
    domain,
    priceMicros: PRICE_MICROS,
    chargeMicros: PRICE_MICROS,
    bps,
    start,
    leaseMonths: null,
    installmentMicros: null,
    transferType: 'REGISTRAR_PUSH',
  })
  await insertPosting(db, tx, paymentPosting(split, 'PAYMENT'), start)
  const last = await walk(db, tx, 'SALE', PATH, start, seller.id)
  const payoutId = await insertPayout(db, tx, {
    accountId: account.id,
    amountMicros: split.sellerMicros,
    status: 'SCHEDULE_SYSTEM_ERROR',
    scheduledFor: new Date(last.getTime() + 2 * DAY_MS),
    createdAt: last,
    updatedAt: new Date(last.getTime() + 2 * DAY_MS),
  })
  await db
    .update(payouts)
    .set({ error: 'The sandbox payout provider did not answer in time.' })
    .where(eq(payouts.id, payoutId))
  await db.update(domains).set({ soldAt: start, updatedAt: start }).where(eq(domains.id, domain.id))
}
