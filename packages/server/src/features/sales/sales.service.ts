import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { MembershipPlan } from '@namefolio/core/account/account.contract'
import { listLeaseInstallments, quoteLease } from '@namefolio/core/pricing/lease-quote'
import { formatUsd } from '@namefolio/core/money/money'
import { commissionBpsFor, splitPayment } from '@namefolio/core/sales/commission'
import {
  assertBalanced,
  paymentPosting,
  payoutPosting,
  refundPosting,
  type Posting,
} from '@namefolio/core/sales/ledger'
import {
  canTransition,
  isCancellable,
  type TransactionActor,
} from '@namefolio/core/sales/transaction-machine'
import type { PaymentMethod, TransactionStatus } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { leadAgreedPrices } from '../../db/schema/leads.ts'
import {
  leaseInstallments,
  ledgerEntries,
  payeeTaxProfiles,
  paymentOrders,
  payoutAccounts,
  payouts,
  transactionEvents,
  transactions,
  type PaymentOrderRow,
  type PayoutRow,
  type TransactionRow,
} from '../../db/schema/sales.ts'
import { users } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { ChargeResult, PaymentProvider, RegistrarAdapter } from './payment-provider.ts'
import { addMonths, DAY_MS, type SalesClock } from './sales-clock.ts'
import type { SecretBox } from '../../auth/secret-box.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'

export type SalesDeps = {
  db: Db
  provider: PaymentProvider
  registrar: RegistrarAdapter
  box: SecretBox
  clock: SalesClock
  mailer: Mailer | null
  publicUrl: string
  payoutHoldDays: number
  leaseGraceDays: number
  /** Told after a sale, lease, cancellation or relist commits, so landers show it at once. */
  listingChanges?: ListingChanges | undefined
  /** Closes the negotiation of an agreed price once it is paid, in the payment's transaction. */
  onAgreementPaid?: AgreementPaidHook | undefined
}

export type AgreementPaidHook = (
  tx: Db,
  agreement: { leadId: string; priceMicros: number },
  now: Date,
) => Promise<void>

export type Actor = { role: TransactionActor; id: string | null }
const SYSTEM: Actor = { role: 'system', id: null }

/** Payout methods that can carry money to a seller (NO_DISBURSEMENT cannot). */
export function isPayableMethod(method: PaymentMethod): boolean {
  return method !== 'NO_DISBURSEMENT'
}

export function createSalesService(deps: SalesDeps) {
  const { db, provider, clock } = deps

  async function getTransaction(conn: Db, id: string): Promise<TransactionRow> {
    const [row] = await conn.select().from(transactions).where(eq(transactions.id, id)).limit(1)
    if (!row) throw new AppError('NOT_FOUND', 'No such transaction.')
    return row
  }

  /** One transition: checked by core's machine, written with the row it came from. */
  async function move(
    conn: Db,
    row: TransactionRow,
    to: TransactionStatus,
    actor: Actor,
    note: string | null = null,
  ): Promise<TransactionRow> {
    if (!canTransition(row.kind, row.status, to)) {
      throw new AppError(
        'CONFLICT',
        `This ${row.kind === 'SALE' ? 'sale' : 'lease'} cannot go from ${row.status} to ${to}.`,
      )
    }
    const now = clock.now()
    const [updated] = await conn
      .update(transactions)
      .set({ status: to, updatedAt: now })
      .where(and(eq(transactions.id, row.id), eq(transactions.status, row.status)))
      .returning()
    if (!updated) throw new AppError('CONFLICT', 'The transaction changed meanwhile; reload it.')
    await conn.insert(transactionEvents).values({
      transactionId: row.id,
      sellerId: row.sellerId,
      fromStatus: row.status,
      toStatus: to,
      actor: actor.role,
      actorId: actor.id,
      note,
      createdAt: now,
    })
    return updated
  }

  async function post(
    conn: Db,
    row: TransactionRow,
    posting: Posting,
    links: { installmentId?: string | null; payoutId?: string | null } = {},
  ): Promise<void> {
    assertBalanced(posting)
    const postingId = randomUUID()
    const now = clock.now()
    await conn.insert(ledgerEntries).values(
      posting.entries.map((e) => ({
        transactionId: row.id,
        sellerId: row.sellerId,
        postingId,
        kind: posting.kind,
        account: e.account,
        amountMicros: e.amountMicros,
        installmentId: links.installmentId ?? null,
        payoutId: links.payoutId ?? null,
        createdAt: now,
      })),
    )
  }

  async function notify(userId: string, subject: string, text: string) {
    if (!deps.mailer) return
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (user) await deps.mailer.send({ to: user.email, subject, text }).catch(() => undefined)
  }

  async function planOf(conn: Db, sellerId: string): Promise<MembershipPlan> {
    const [u] = await conn
      .select({ plan: users.membershipPlan, expiresAt: users.membershipExpiresAt })
      .from(users)
      .where(eq(users.id, sellerId))
    if (!u) return 'NONE'
    return u.expiresAt && u.expiresAt.getTime() < clock.now().getTime() ? 'NONE' : u.plan
  }

  /**
   * Finishes a charged order in one database transaction: the order, its transaction, the
   * first transitions, the ledger posting and (for a lease) the installments. Safe to call
   * twice: a finished order is returned as it is (decision 805).
   */
  async function completeOrder(orderId: string, result: ChargeResult): Promise<PaymentOrderRow> {
    const completed = await db.transaction(async (tx) => {
      const conn = tx as unknown as Db
      const [order] = await conn
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, orderId))
        .for('update')
      if (!order) throw new AppError('NOT_FOUND', 'No such order.')
      if (order.status !== 'CREATED') return order
      const now = clock.now()
      if (result.status === 'DECLINED') {
        const [declined] = await conn
          .update(paymentOrders)
          .set({
            status: 'DECLINED',
            declineReason: result.reason,
            providerChargeId: result.chargeId,
            updatedAt: now,
          })
          .where(eq(paymentOrders.id, orderId))
          .returning()
        return declined!
      }
      const [domain] = await conn
        .select()
        .from(domains)
        .where(eq(domains.id, order.domainId))
        .for('update')
      if (!domain || domain.soldAt !== null || domain.leasedAt !== null) {
        // Someone else bought it first: the order fails and the charge is refunded.
        const [failed] = await conn
          .update(paymentOrders)
          .set({
            status: 'FAILED',
            declineReason: 'already_sold',
            providerChargeId: result.chargeId,
            updatedAt: now,
          })
          .where(eq(paymentOrders.id, orderId))
          .returning()
        return failed!
      }
      const plan = await planOf(conn, order.sellerId)
      const quote =
        order.kind === 'LEASE' ? quoteLease(order.priceMicros, order.leaseMonths ?? 0) : null
      const bps = commissionBpsFor(plan, quote?.commissionDiscountPct ?? 0)
      const [created] = await conn
        .insert(transactions)
        .values({
          kind: order.kind,
          orderId: order.id,
          sellerId: order.sellerId,
          buyerId: order.buyerId,
          domainId: order.domainId,
          domainName: order.domainName,
          status: 'PENDING',
          salePriceMicros: quote ? quote.totalMicros : order.priceMicros,
          commissionBps: bps,
          paymentMethod: order.paymentMethod,
          leaseMonths: order.leaseMonths,
          installmentMicros: quote?.installmentMicros ?? null,
          saleDate: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      let row = created!
      await conn.insert(transactionEvents).values({
        transactionId: row.id,
        sellerId: row.sellerId,
        fromStatus: null,
        toStatus: 'PENDING',
        actor: 'buyer',
        actorId: order.buyerId,
        // The provider's name says "sandbox" already: "Paid $2,500.00 (sandbox ch_…)".
        note: `Paid ${formatUsd(order.chargeMicros, 2)} (${provider.name} ${result.chargeId})`,
        createdAt: now,
      })
      const split = splitPayment(order.chargeMicros, bps, order.paymentMethod)
      if (quote) {
        const amounts = listLeaseInstallments(quote)
        const inserted = await conn
          .insert(leaseInstallments)
          .values(
            amounts.map((amountMicros, i) => {
              const s = i === 0 ? split : null
              return {
                transactionId: row.id,
                sellerId: row.sellerId,
                seq: i + 1,
                amountMicros,
                dueAt: addMonths(now, i),
                status: i === 0 ? ('PAID' as const) : ('SCHEDULED' as const),
                paidAt: i === 0 ? now : null,
                providerChargeId: i === 0 ? result.chargeId : null,
                sellerMicros: s?.sellerMicros ?? null,
                commissionMicros: s?.commissionMicros ?? null,
                feeMicros: s?.feeMicros ?? null,
              }
            }),
          )
          .returning()
        const first = inserted.find((i) => i.seq === 1)!
        await post(conn, row, paymentPosting(split, 'INSTALLMENT'), { installmentId: first.id })
        await conn
          .update(domains)
          .set({ leasedAt: now, updatedAt: now })
          .where(eq(domains.id, order.domainId))
      } else {
        await post(conn, row, paymentPosting(split, 'PAYMENT'))
        await conn
          .update(domains)
          .set({ soldAt: now, updatedAt: now })
          .where(eq(domains.id, order.domainId))
      }
      if (order.agreedPriceId) {
        const [agreement] = await conn
          .update(leadAgreedPrices)
          .set({ status: 'PURCHASED', paidAt: now, updatedAt: now })
          .where(eq(leadAgreedPrices.id, order.agreedPriceId))
          .returning({ leadId: leadAgreedPrices.leadId, priceMicros: leadAgreedPrices.priceMicros })
        if (agreement) await deps.onAgreementPaid?.(conn, agreement, now)
      }
      // Payment verified (the sandbox answers at once), then the transfer is prepared.
      row = await move(conn, row, 'PENDING_TRANSFER_INSTRUCTIONS', SYSTEM, 'Payment verified')
      row = await move(
        conn,
        row,
        'AWAITING_AUTH_CODE',
        SYSTEM,
        'Transfer prepared; auth code requested from the seller',
      )
      const [paid] = await conn
        .update(paymentOrders)
        .set({
          status: 'PAID',
          providerChargeId: result.chargeId,
          transactionId: row.id,
          updatedAt: now,
        })
        .where(eq(paymentOrders.id, orderId))
        .returning()
      return paid!
    })
    deps.listingChanges?.changed([completed.domainName])
    return completed
  }

  async function afterOrderPaid(order: PaymentOrderRow) {
    if (order.status === 'FAILED' && order.declineReason === 'already_sold') {
      await provider.refund({
        idempotencyKey: `refund:order:${order.id}`,
        chargeId: order.providerChargeId ?? '',
        amountMicros: order.chargeMicros,
      })
      return
    }
    if (order.status !== 'PAID' || !order.transactionId) return
    await notify(
      order.sellerId,
      `Sold: ${order.domainName} — we need the auth code`,
      `${order.domainName} was ${order.kind === 'LEASE' ? 'leased' : 'sold'}. Give us the auth code at ${deps.publicUrl}/sales/${order.transactionId}/details to start the transfer.`,
    )
  }

  /** Reconciliation (decision 805): orders left CREATED by a crash are finished or failed. */
  async function reconcileOrders(
    olderThanSeconds: number,
  ): Promise<{ completed: number; failed: number }> {
    const cutoff = new Date(Date.now() - olderThanSeconds * 1000)
    const stale = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, 'CREATED'), lte(paymentOrders.createdAt, cutoff)))
      .limit(500)
    let completed = 0
    let failed = 0
    for (const order of stale) {
      const charge = await provider.findCharge(order.id)
      if (charge) {
        const done = await completeOrder(order.id, charge)
        if (done.status === 'PAID') {
          completed += 1
          await afterOrderPaid(done)
        }
      } else {
        await db
          .update(paymentOrders)
          .set({ status: 'FAILED', declineReason: 'not_charged', updatedAt: new Date() })
          .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'CREATED')))
        failed += 1
      }
    }
    return { completed, failed }
  }

  async function sellerTransaction(sellerId: string, id: string): Promise<TransactionRow> {
    const row = await getTransaction(db, id)
    if (row.sellerId !== sellerId) throw new AppError('NOT_FOUND', 'No such transaction.')
    return row
  }

  async function startTransfer(row: TransactionRow, actor: Actor, note: string) {
    const moved = await move(db, row, 'PENDING_TRANSFER', actor, note)
    const outcome = await deps.registrar.startTransfer({
      domainName: row.domainName,
      toHolding: row.kind === 'LEASE',
    })
    if (outcome === 'DONE') return confirmTransfer(moved.id, SYSTEM)
    return moved
  }

  /** The seller gives the auth code (PATCH .../transfer/authCode); stored encrypted. */
  async function provideAuthCode(sellerId: string, id: string, authCode: string) {
    const row = await sellerTransaction(sellerId, id)
    if (row.status !== 'AWAITING_AUTH_CODE') {
      throw new AppError('CONFLICT', 'This transfer is not waiting for an auth code.')
    }
    await db
      .update(transactions)
      .set({ authCodeEncrypted: deps.box.seal(authCode), transferType: 'AUTH_CODE' })
      .where(eq(transactions.id, id))
    return startTransfer(row, { role: 'seller', id: sellerId }, 'Auth code provided')
  }

  /** The seller pushes the domain at the registrar (PATCH .../transfer/registrar). */
  async function pushAtRegistrar(
    sellerId: string,
    id: string,
    input: { registrar: string; otherRegistrarName?: string | undefined },
  ) {
    const row = await sellerTransaction(sellerId, id)
    if (row.status !== 'AWAITING_AUTH_CODE') {
      throw new AppError('CONFLICT', 'This transfer is not waiting for the seller.')
    }
    await db
      .update(transactions)
      .set({
        registrar: input.registrar,
        otherRegistrarName: input.otherRegistrarName ?? null,
        transferType: 'REGISTRAR_PUSH',
      })
      .where(eq(transactions.id, id))
    return startTransfer(
      row,
      { role: 'seller', id: sellerId },
      `Pushed at ${input.otherRegistrarName || input.registrar}`,
    )
  }

  async function payoutTarget(conn: Db, sellerId: string) {
    const [account] = await conn
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.sellerId, sellerId), isNull(payoutAccounts.deletedAt)))
      .orderBy(sql`${payoutAccounts.isDefault} desc`, asc(payoutAccounts.createdAt))
      .limit(1)
    const [profile] = await conn
      .select()
      .from(payeeTaxProfiles)
      .where(eq(payeeTaxProfiles.sellerId, sellerId))
    const payable = account && isPayableMethod(account.method) && profile ? account : null
    return { account: payable, mode: profile?.payoutMode ?? 'AUTO' }
  }

  /** Creates (or re-schedules) a payout row for what the seller is owed. */
  async function schedulePayout(
    conn: Db,
    row: TransactionRow,
    amountMicros: number,
    installmentId: string | null,
    existing: PayoutRow | null = null,
  ): Promise<PayoutRow> {
    const { account, mode } = await payoutTarget(conn, row.sellerId)
    const now = clock.now()
    const values = {
      status: !account
        ? ('OPEN' as const)
        : mode === 'MANUAL'
          ? ('READY_FOR_PAYOUT' as const)
          : ('SCHEDULE_SUCCESS' as const),
      mode,
      payoutAccountId: account?.id ?? null,
      method: account?.method ?? null,
      scheduledFor: account ? new Date(now.getTime() + deps.payoutHoldDays * DAY_MS) : null,
      updatedAt: now,
    }
    if (existing) {
      const [updated] = await conn
        .update(payouts)
        .set(values)
        .where(eq(payouts.id, existing.id))
        .returning()
      return updated!
    }
    const [created] = await conn
      .insert(payouts)
      .values({
        transactionId: row.id,
        installmentId,
        sellerId: row.sellerId,
        amountMicros,
        createdAt: now,
        ...values,
      })
      .returning()
    return created!
  }

  async function sellerOwedFor(
    conn: Db,
    transactionId: string,
    installmentId: string | null,
  ): Promise<number> {
    const [r] = await conn
      .select({ owed: sql<string>`coalesce(sum(${ledgerEntries.amountMicros}), 0)` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.transactionId, transactionId),
          eq(ledgerEntries.account, 'SELLER'),
          installmentId ? eq(ledgerEntries.installmentId, installmentId) : undefined,
        ),
      )
    return Number(r?.owed ?? 0)
  }

  /** An admin (or the registrar adapter) confirms the transfer; payouts are scheduled. */
  async function confirmTransfer(id: string, actor: Actor) {
    return db.transaction(async (tx) => {
      const conn = tx as unknown as Db
      let row = await getTransaction(conn, id)
      row = await move(
        conn,
        row,
        'CONFIRMED_TRANSFER',
        actor,
        row.kind === 'LEASE'
          ? 'Domain held by Namefolio for the lease'
          : 'Transfer to the buyer complete',
      )
      if (row.kind === 'SALE') {
        const owed = await sellerOwedFor(conn, row.id, null)
        const payout = await schedulePayout(conn, row, owed, null)
        row = await move(
          conn,
          row,
          payout.status === 'OPEN' ? 'AWAITING_PAYEE_INFO' : 'SCHEDULED_PAYOUT',
          SYSTEM,
        )
      } else {
        const paid = await conn
          .select()
          .from(leaseInstallments)
          .where(
            and(eq(leaseInstallments.transactionId, row.id), eq(leaseInstallments.status, 'PAID')),
          )
        for (const inst of paid) {
          await schedulePayout(conn, row, inst.sellerMicros ?? 0, inst.id)
        }
      }
      return row
    })
  }

  /** An admin sends the transfer back to the seller (a wrong auth code). */
  async function rejectTransfer(id: string, actor: Actor, note: string) {
    const row = await getTransaction(db, id)
    return move(db, row, 'AWAITING_AUTH_CODE', actor, note)
  }

  /** Cancellation with a full refund, before the transfer completes. */
  async function cancel(id: string, actor: Actor, reason: string) {
    const row = await getTransaction(db, id)
    if (actor.role === 'buyer' && row.buyerId !== actor.id)
      throw new AppError('NOT_FOUND', 'No such transaction.')
    if (actor.role === 'seller' && row.sellerId !== actor.id)
      throw new AppError('NOT_FOUND', 'No such transaction.')
    if (!isCancellable(row.kind, row.status)) {
      throw new AppError('CONFLICT', 'This transaction can no longer be cancelled.')
    }
    const requested = await move(db, row, 'CANCEL_REQUESTED', actor, reason)
    return finishCancellation(requested)
  }

  async function finishCancellation(row: TransactionRow) {
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.transactionId, row.id),
          inArray(ledgerEntries.kind, ['PAYMENT', 'INSTALLMENT']),
        ),
      )
    const paidMicros = entries
      .filter((e) => e.account === 'BUYER')
      .reduce((s, e) => s - e.amountMicros, 0)
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId))
    await provider.refund({
      idempotencyKey: `refund:${row.id}`,
      chargeId: order?.providerChargeId ?? '',
      amountMicros: paidMicros,
    })
    const cancelled = await db.transaction(async (tx) => {
      const conn = tx as unknown as Db
      const current = await getTransaction(conn, row.id)
      if (current.status !== 'CANCEL_REQUESTED') return current
      const byPosting = new Map<string, typeof entries>()
      for (const e of entries)
        byPosting.set(e.postingId, [...(byPosting.get(e.postingId) ?? []), e])
      for (const group of byPosting.values()) {
        await post(
          conn,
          current,
          refundPosting({
            kind: group[0]!.kind,
            entries: group.map((e) => ({ account: e.account, amountMicros: e.amountMicros })),
          }),
          { installmentId: group[0]!.installmentId },
        )
      }
      const now = clock.now()
      await conn
        .update(leaseInstallments)
        .set({ status: 'CANCELLED' })
        .where(
          and(
            eq(leaseInstallments.transactionId, row.id),
            eq(leaseInstallments.status, 'SCHEDULED'),
          ),
        )
      await conn
        .update(domains)
        .set({ soldAt: null, leasedAt: null, updatedAt: now })
        .where(eq(domains.id, row.domainId))
      return move(
        conn,
        current,
        'CANCELLED',
        SYSTEM,
        `Refunded ${formatUsd(paidMicros, 2)} to the buyer`,
      )
    })
    deps.listingChanges?.changed([row.domainName])
    return cancelled
  }

  /** Sends one payout through the provider (idempotent by payout id) and books it. */
  async function issuePayout(payoutId: string, actor: Actor) {
    const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId))
    if (!payout) throw new AppError('NOT_FOUND', 'No such payout.')
    if (payout.status === 'PAID') return payout
    if (payout.status !== 'SCHEDULE_SUCCESS' && payout.status !== 'READY_FOR_PAYOUT') {
      throw new AppError('CONFLICT', 'This payout has no payable account yet.')
    }
    let sent: { payoutId: string }
    try {
      sent = await provider.payout({
        idempotencyKey: `payout:${payout.id}`,
        amountMicros: payout.amountMicros,
        accountRef: payout.payoutAccountId ?? '',
      })
    } catch (error) {
      await db
        .update(payouts)
        .set({ status: 'SCHEDULE_SYSTEM_ERROR', error: String(error) })
        .where(eq(payouts.id, payout.id))
      throw new AppError(
        'DEPENDENCY_ISSUE',
        'The payout provider did not answer; it will be retried.',
      )
    }
    const result = await db.transaction(async (tx) => {
      const conn = tx as unknown as Db
      const [locked] = await conn
        .select()
        .from(payouts)
        .where(eq(payouts.id, payout.id))
        .for('update')
      if (!locked || locked.status === 'PAID') return locked!
      const now = clock.now()
      const [paid] = await conn
        .update(payouts)
        .set({ status: 'PAID', paidAt: now, providerPayoutId: sent.payoutId, updatedAt: now })
        .where(eq(payouts.id, payout.id))
        .returning()
      let row = await getTransaction(conn, payout.transactionId)
      await post(conn, row, payoutPosting(payout.amountMicros), {
        payoutId: payout.id,
        installmentId: payout.installmentId,
      })
      if (row.kind === 'SALE' && row.status === 'SCHEDULED_PAYOUT') {
        row = await move(
          conn,
          row,
          'PAID',
          actor,
          `Payout of ${formatUsd(payout.amountMicros, 2)} issued`,
        )
      }
      if (row.kind === 'LEASE') await completeLeaseIfDone(conn, row)
      return paid!
    })
    await notify(
      payout.sellerId,
      'Payout issued',
      `We sent you ${formatUsd(payout.amountMicros, 2)}.`,
    )
    return result
  }

  async function completeLeaseIfDone(conn: Db, row: TransactionRow) {
    const insts = await conn
      .select()
      .from(leaseInstallments)
      .where(eq(leaseInstallments.transactionId, row.id))
    const pays = await conn.select().from(payouts).where(eq(payouts.transactionId, row.id))
    const allPaid = insts.every((i) => i.status === 'PAID')
    const allOut = insts.every((i) =>
      pays.some((p) => p.installmentId === i.id && p.status === 'PAID'),
    )
    if (allPaid && allOut && row.status === 'CONFIRMED_TRANSFER') {
      const now = clock.now()
      await conn
        .update(domains)
        .set({ soldAt: now, updatedAt: now })
        .where(eq(domains.id, row.domainId))
      await move(
        conn,
        row,
        'LTO_PAYOUTS_COMPLETE',
        SYSTEM,
        'Every installment paid and paid out; the domain goes to the buyer',
      )
    }
  }

  /** AUTO payouts due by the (injectable) clock are issued. */
  async function runPayoutSweep(): Promise<number> {
    const due = await db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.status, 'SCHEDULE_SUCCESS'), lte(payouts.scheduledFor, clock.now())))
      .limit(500)
    for (const p of due) await issuePayout(p.id, SYSTEM)
    return due.length
  }

  /** After a payout account or payee change: payouts waiting for it are scheduled. */
  async function reschedulePayouts(sellerId: string) {
    const waiting = await db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.sellerId, sellerId),
          inArray(payouts.status, [
            'OPEN',
            'SCHEDULE_USER_ERROR',
            'READY_FOR_PAYOUT',
            'SCHEDULE_SUCCESS',
          ]),
        ),
      )
    for (const p of waiting) {
      await db.transaction(async (tx) => {
        const conn = tx as unknown as Db
        let row = await getTransaction(conn, p.transactionId)
        const updated = await schedulePayout(conn, row, p.amountMicros, p.installmentId, p)
        if (
          row.kind === 'SALE' &&
          row.status === 'AWAITING_PAYEE_INFO' &&
          updated.status !== 'OPEN'
        ) {
          row = await move(conn, row, 'SCHEDULED_PAYOUT', SYSTEM, 'Payout account added')
        } else if (
          row.kind === 'SALE' &&
          row.status === 'SCHEDULED_PAYOUT' &&
          updated.status === 'OPEN'
        ) {
          await move(conn, row, 'AWAITING_PAYEE_INFO', SYSTEM, 'No payable account')
        }
      })
    }
  }

  async function chargeInstallment(instId: string, key: string) {
    const [inst] = await db.select().from(leaseInstallments).where(eq(leaseInstallments.id, instId))
    if (!inst) throw new AppError('NOT_FOUND', 'No such installment.')
    const row = await getTransaction(db, inst.transactionId)
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId))
    const result = await provider.chargeAgain({
      idempotencyKey: key,
      amountMicros: inst.amountMicros,
      firstChargeId: order?.providerChargeId ?? '',
    })
    return { inst, row, result }
  }

  async function bookInstallment(instId: string, chargeId: string) {
    return db.transaction(async (tx) => {
      const conn = tx as unknown as Db
      const [inst] = await conn
        .select()
        .from(leaseInstallments)
        .where(eq(leaseInstallments.id, instId))
        .for('update')
      if (!inst || inst.status === 'PAID') return
      const row = await getTransaction(conn, inst.transactionId)
      const split = splitPayment(inst.amountMicros, row.commissionBps, row.paymentMethod)
      const now = clock.now()
      await conn
        .update(leaseInstallments)
        .set({
          status: 'PAID',
          paidAt: now,
          providerChargeId: chargeId,
          sellerMicros: split.sellerMicros,
          commissionMicros: split.commissionMicros,
          feeMicros: split.feeMicros,
          lastAttemptAt: now,
        })
        .where(eq(leaseInstallments.id, inst.id))
      await post(conn, row, paymentPosting(split, 'INSTALLMENT'), { installmentId: inst.id })
      await conn.insert(transactionEvents).values({
        transactionId: row.id,
        sellerId: row.sellerId,
        fromStatus: row.status,
        toStatus: row.status,
        actor: 'system',
        note: `Installment ${inst.seq} of ${row.leaseMonths} paid: ${formatUsd(inst.amountMicros, 2)}`,
        createdAt: now,
      })
      if (row.status === 'CONFIRMED_TRANSFER')
        await schedulePayout(conn, row, split.sellerMicros, inst.id)
    })
  }

  /**
   * The lease scheduler (decision 804): installments due by the clock are charged; a declined
   * one is LATE and the buyer is reminded (at most daily); once the grace period has passed
   * the lease defaults: terminated, the domain back with the seller, who keeps what was paid.
   */
  async function runLeaseBilling(): Promise<{ paid: number; late: number; defaulted: number }> {
    const now = clock.now()
    const due = await db
      .select({ inst: leaseInstallments, status: transactions.status })
      .from(leaseInstallments)
      .innerJoin(transactions, eq(transactions.id, leaseInstallments.transactionId))
      .where(
        and(
          inArray(leaseInstallments.status, ['SCHEDULED', 'LATE']),
          lte(leaseInstallments.dueAt, now),
          eq(transactions.status, 'CONFIRMED_TRANSFER'),
        ),
      )
      .orderBy(asc(leaseInstallments.dueAt), asc(leaseInstallments.seq))
      .limit(500)
    const counts = { paid: 0, late: 0, defaulted: 0 }
    const defaulted = new Set<string>()
    for (const { inst } of due) {
      if (defaulted.has(inst.transactionId)) continue
      if (inst.lastAttemptAt && now.getTime() - inst.lastAttemptAt.getTime() < DAY_MS) continue
      const { row, result } = await chargeInstallment(
        inst.id,
        `installment:${inst.id}:${inst.remindersSent}`,
      )
      if (result.status === 'SUCCEEDED') {
        await bookInstallment(inst.id, result.chargeId)
        counts.paid += 1
        continue
      }
      if (now.getTime() >= inst.dueAt.getTime() + deps.leaseGraceDays * DAY_MS) {
        await defaultLease(
          row.id,
          `Installment ${inst.seq} unpaid after the ${deps.leaseGraceDays}-day grace period`,
        )
        defaulted.add(row.id)
        counts.defaulted += 1
        continue
      }
      await db
        .update(leaseInstallments)
        .set({ status: 'LATE', remindersSent: inst.remindersSent + 1, lastAttemptAt: now })
        .where(eq(leaseInstallments.id, inst.id))
      await db.insert(transactionEvents).values({
        transactionId: row.id,
        sellerId: row.sellerId,
        fromStatus: row.status,
        toStatus: row.status,
        actor: 'system',
        note: `Installment ${inst.seq} declined; reminder ${inst.remindersSent + 1} sent to the buyer`,
        createdAt: now,
      })
      await notify(
        row.buyerId,
        `Payment due for ${row.domainName}`,
        `Installment ${inst.seq} of your lease of ${row.domainName} (${formatUsd(inst.amountMicros, 2)}) was declined. Update your card within ${deps.leaseGraceDays} days of the due date or the lease ends.`,
      )
      counts.late += 1
    }
    return counts
  }

  /** Default: the lease ends, the domain returns to the seller (who keeps what was paid). */
  async function defaultLease(id: string, note: string) {
    await db.transaction(async (tx) => {
      const conn = tx as unknown as Db
      let row = await getTransaction(conn, id)
      row = await move(conn, row, 'CANCEL_REQUESTED', SYSTEM, `Default: ${note}`)
      const now = clock.now()
      await conn
        .update(leaseInstallments)
        .set({ status: 'CANCELLED' })
        .where(
          and(
            eq(leaseInstallments.transactionId, id),
            inArray(leaseInstallments.status, ['SCHEDULED', 'LATE']),
          ),
        )
      await conn
        .update(domains)
        .set({ leasedAt: null, updatedAt: now })
        .where(eq(domains.id, row.domainId))
      await move(
        conn,
        row,
        'CANCELLED',
        SYSTEM,
        'Lease terminated; the domain is back with the seller, who keeps the installments paid',
      )
    })
    const row = await getTransaction(db, id)
    deps.listingChanges?.changed([row.domainName])
    await notify(
      row.sellerId,
      `Lease ended: ${row.domainName}`,
      `The buyer stopped paying; ${row.domainName} is back with you. Relist it in one click at ${deps.publicUrl}/sales/leased/${id}/details.`,
    )
    await notify(
      row.buyerId,
      `Lease ended: ${row.domainName}`,
      `Your lease of ${row.domainName} has ended for non-payment.`,
    )
  }

  /** Early payoff: every remaining installment in one charge. */
  async function payOffLease(buyerId: string, id: string, key: string) {
    const row = await getTransaction(db, id)
    if (row.buyerId !== buyerId || row.kind !== 'LEASE')
      throw new AppError('NOT_FOUND', 'No such lease.')
    if (row.status !== 'CONFIRMED_TRANSFER')
      throw new AppError('CONFLICT', 'Only a running lease can be paid off.')
    const open = await db
      .select()
      .from(leaseInstallments)
      .where(
        and(
          eq(leaseInstallments.transactionId, id),
          inArray(leaseInstallments.status, ['SCHEDULED', 'LATE']),
        ),
      )
    const total = open.reduce((s, i) => s + i.amountMicros, 0)
    if (open.length === 0) return { paidMicros: 0 }
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId))
    const result = await provider.chargeAgain({
      idempotencyKey: `payoff:${id}:${key}`,
      amountMicros: total,
      firstChargeId: order?.providerChargeId ?? '',
    })
    if (result.status === 'DECLINED') {
      throw new AppError('VALIDATION', 'The card was declined.', {
        fields: [{ field: 'card', code: 'checkout.payment.declined' }],
      })
    }
    for (const inst of open) await bookInstallment(inst.id, result.chargeId)
    return { paidMicros: total }
  }

  /** One-click relist after a default or a cancellation (the domain is the seller's again). */
  async function relistDomain(sellerId: string, id: string) {
    const row = await sellerTransaction(sellerId, id)
    if (row.status !== 'CANCELLED')
      throw new AppError('CONFLICT', 'Only a cancelled or defaulted sale can be relisted.')
    const now = clock.now()
    await db
      .update(domains)
      .set({ status: 'ACTIVE', soldAt: null, leasedAt: null, hidden: false, updatedAt: now })
      .where(and(eq(domains.id, row.domainId), eq(domains.sellerId, sellerId)))
    deps.listingChanges?.changed([row.domainName])
    return { domainName: row.domainName, status: 'ACTIVE' as const }
  }

  return {
    getTransaction: (id: string) => getTransaction(db, id),
    sellerTransaction,
    completeOrder,
    afterOrderPaid,
    reconcileOrders,
    provideAuthCode,
    pushAtRegistrar,
    confirmTransfer,
    rejectTransfer,
    cancel,
    issuePayout,
    runPayoutSweep,
    reschedulePayouts,
    runLeaseBilling,
    payOffLease,
    bookInstallment,
    relistDomain,
    defaultLease,
  }
}

export type SalesService = ReturnType<typeof createSalesService>
