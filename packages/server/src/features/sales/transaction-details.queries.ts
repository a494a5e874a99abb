import { asc, eq, inArray } from 'drizzle-orm'
import { balancesOf } from '@namefolio/core/sales/ledger'
import {
  needsSellerAction,
  saleStepOf,
  stepTrackerOf,
  tasksOf,
} from '@namefolio/core/sales/sale-steps'
import { leasedStatusOf, soldStatusOf } from '@namefolio/core/sales/transaction-machine'
import type { SaleStep } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../db/client.ts'
import {
  leaseInstallments,
  ledgerEntries,
  payouts,
  transactionEvents,
  type LeaseInstallmentRow,
  type PayoutRow,
  type TransactionRow,
} from '../../db/schema/sales.ts'
import { users } from '../../db/schema/users.ts'

export type Viewer = 'seller' | 'buyer' | 'admin'

/** A lease's installments by transaction, in order. */
export async function installmentsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, LeaseInstallmentRow[]>()
  const rows = await db
    .select()
    .from(leaseInstallments)
    .where(inArray(leaseInstallments.transactionId, ids))
    .orderBy(asc(leaseInstallments.seq))
  const map = new Map<string, LeaseInstallmentRow[]>()
  for (const r of rows) map.set(r.transactionId, [...(map.get(r.transactionId) ?? []), r])
  return map
}

/** The payouts of these transactions, oldest first. */
export async function payoutsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(payouts)
    .where(inArray(payouts.transactionId, ids))
    .orderBy(asc(payouts.createdAt))
}

/** The next installment to pay (scheduled or late), as the lists show it, or null. */
export function nextInstallmentOf(installments: LeaseInstallmentRow[]) {
  const next = installments.find((i) => i.status === 'SCHEDULED' || i.status === 'LATE')
  return next
    ? { amount: next.amountMicros, dueAt: next.dueAt.toISOString(), late: next.status === 'LATE' }
    : null
}

/** A payout as the transaction's details and the payout page show it. */
export function payoutSummaryOf(p: PayoutRow) {
  return {
    payoutId: p.id,
    installmentId: p.installmentId,
    amount: p.amountMicros,
    status: p.status,
    mode: p.mode,
    method: p.method,
    scheduledFor: p.scheduledFor?.toISOString() ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
  }
}

/** The status a list shows: the sold view's for a sale, the leased view's for a lease. */
export function listStatusOf(kind: TransactionRow['kind'], status: TransactionRow['status']) {
  return kind === 'SALE' ? soldStatusOf(status) : leasedStatusOf(status)
}

function payoutOfInstallment(pays: PayoutRow[], installmentId: string) {
  const payout = pays.find((p) => p.installmentId === installmentId)
  return payout ? { payoutId: payout.id, status: payout.status } : null
}

/** Every detail of one transaction, for its seller, its buyer or an admin. */
export async function getTransactionDetails(db: Db, row: TransactionRow, viewer: Viewer) {
  const events = await db
    .select()
    .from(transactionEvents)
    .where(eq(transactionEvents.transactionId, row.id))
    .orderBy(asc(transactionEvents.createdAt))
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, row.id))
    .orderBy(asc(ledgerEntries.createdAt))
  const pays = await payoutsOf(db, [row.id])
  const insts = (await installmentsOf(db, [row.id])).get(row.id) ?? []
  const [buyer] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.buyerId))
  const reached: SaleStep | null = (() => {
    const beforeCancel = [...events]
      .reverse()
      .find((e) => e.toStatus === 'CANCEL_REQUESTED')?.fromStatus
    return beforeCancel ? saleStepOf(beforeCancel) : null
  })()
  const balances = balancesOf(entries)
  return {
    transactionId: row.id,
    kind: row.kind,
    domain: row.domainName,
    status: listStatusOf(row.kind, row.status),
    fullStatus: row.status,
    step: saleStepOf(row.status),
    tracker: stepTrackerOf(row.kind, row.status, reached),
    tasks: tasksOf(row.kind, row.status).filter((t) => viewer !== 'buyer' || !t.forSeller),
    needsAction: needsSellerAction(row.kind, row.status),
    salePrice: row.salePriceMicros,
    commissionBps: row.commissionBps,
    paymentMethod: row.paymentMethod,
    transferType: row.transferType,
    registrar: row.otherRegistrarName || row.registrar,
    hasAuthCode: row.authCodeEncrypted !== null,
    saleDate: row.saleDate.toISOString(),
    buyerName: viewer === 'buyer' ? null : (buyer?.name ?? null),
    leaseMonths: row.leaseMonths,
    events: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    ledger: {
      entries: entries.map((e) => ({
        postingId: e.postingId,
        kind: e.kind,
        account: e.account,
        amount: e.amountMicros,
        installmentId: e.installmentId,
        payoutId: e.payoutId,
        at: e.createdAt.toISOString(),
      })),
      balances,
      sum: entries.reduce((s, e) => s + e.amountMicros, 0),
    },
    payouts: pays.map(payoutSummaryOf),
    installments: insts.map((i) => ({
      installmentId: i.id,
      seq: i.seq,
      amount: i.amountMicros,
      dueAt: i.dueAt.toISOString(),
      status: i.status,
      paidAt: i.paidAt?.toISOString() ?? null,
      sellerAmount: i.sellerMicros,
      commission: i.commissionMicros,
      fee: i.feeMicros,
      payout: payoutOfInstallment(pays, i.id),
    })),
    invoices:
      row.kind === 'SALE'
        ? [{ invoiceId: row.id, amount: row.salePriceMicros, date: row.saleDate.toISOString() }]
        : insts
            .filter((i) => i.status === 'PAID')
            .map((i) => ({
              invoiceId: i.id,
              amount: i.amountMicros,
              date: i.paidAt?.toISOString() ?? null,
            })),
  }
}
