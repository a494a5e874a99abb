import type { TransactionKind } from './transaction-machine.ts'
import type { SaleStep, TaskGroup, TaskType, TransactionStatus } from './transaction-status.ts'

/**
 * The seller-facing step of a transaction (spec §4 "Seller-facing sale steps"), derived from
 * the full status; never stored (decision 801).
 */
export function saleStepOf(status: TransactionStatus): SaleStep {
  switch (status) {
    case 'PENDING':
      return 'VERIFYING_PAYMENT'
    case 'PENDING_TRANSFER_INSTRUCTIONS':
      return 'PREPARING_TRANSFER'
    case 'AWAITING_AUTH_CODE':
      return 'AUTH_CODE_REQUIRED'
    case 'AWAITING_TRANSFER_OWNERSHIP':
      return 'TRANSFER_OWNERSHIP'
    case 'PENDING_TRANSFER':
      return 'TRANSFER_PROCESSING'
    case 'CONFIRMED_TRANSFER':
      return 'TRANSFER_COMPLETE'
    case 'AWAITING_PAYEE_INFO':
    case 'AWAITING_PAYEE_UPDATE':
      return 'ACCOUNT_INFORMATION_REQUIRED'
    case 'PENDING_PAYOUT':
    case 'SCHEDULED_PAYOUT':
      return 'PAYOUT_SCHEDULED'
    case 'PAID':
    case 'COMPLETED':
    case 'LTO_PAYOUTS_COMPLETE':
      return 'PAYOUT_ISSUED'
    case 'CANCEL_REQUESTED':
    case 'CANCELLED':
      return 'SALE_CANCELLED'
    default:
      return 'UNDEFINED'
  }
}

/** The steps the tracker shows for a kind, in order (the happy path). */
export const TRACKER_STEPS: Readonly<Record<TransactionKind, readonly SaleStep[]>> = {
  SALE: [
    'VERIFYING_PAYMENT',
    'PREPARING_TRANSFER',
    'AUTH_CODE_REQUIRED',
    'TRANSFER_PROCESSING',
    'TRANSFER_COMPLETE',
    'PAYOUT_SCHEDULED',
    'PAYOUT_ISSUED',
  ],
  LEASE: [
    'VERIFYING_PAYMENT',
    'PREPARING_TRANSFER',
    'AUTH_CODE_REQUIRED',
    'TRANSFER_PROCESSING',
    'TRANSFER_COMPLETE',
    'PAYOUT_ISSUED',
  ],
}

export type TrackerStepState = 'done' | 'current' | 'todo' | 'cancelled'
export type TrackerStep = { step: SaleStep; state: TrackerStepState }

/**
 * The step tracker: every step of the kind's path, done up to the current one. An account
 * information step is shown in place of the payout step while the payout waits for it; a
 * cancelled transaction shows SALE_CANCELLED after the steps it reached.
 */
export function stepTrackerOf(
  kind: TransactionKind,
  status: TransactionStatus,
  reachedStep: SaleStep | null = null,
): TrackerStep[] {
  const path = [...TRACKER_STEPS[kind]]
  const current = saleStepOf(status)
  if (current === 'SALE_CANCELLED') {
    const reached = reachedStep ? path.indexOf(reachedStep) : -1
    return [
      ...path.slice(0, reached + 1).map((step) => ({ step, state: 'done' as const })),
      { step: 'SALE_CANCELLED', state: 'cancelled' },
    ]
  }
  if (current === 'ACCOUNT_INFORMATION_REQUIRED') {
    path.splice(path.indexOf('PAYOUT_SCHEDULED'), 0, 'ACCOUNT_INFORMATION_REQUIRED')
  }
  const at = path.indexOf(current)
  return path.map((step, i) => ({
    step,
    state: current === 'PAYOUT_ISSUED' || i < at ? 'done' : i === at ? 'current' : 'todo',
  }))
}

export type TransactionTask = { type: TaskType; group: TaskGroup; forSeller: boolean }

/**
 * The tasks of a transaction and their groups (spec §4 task types and groups). ACTION_NEEDED
 * tasks for the seller are what the portal shows "at a glance" (DESIGN.md §8).
 */
export function tasksOf(
  kind: TransactionKind,
  status: TransactionStatus,
  context: { refunded?: boolean } = {},
): TransactionTask[] {
  const done = (type: TaskType, forSeller = false): TransactionTask => ({
    type,
    group: 'COMPLETED',
    forSeller,
  })
  const tasks: TransactionTask[] = []
  const order: TransactionStatus[] = [
    'PENDING',
    'PENDING_TRANSFER_INSTRUCTIONS',
    'AWAITING_AUTH_CODE',
    'PENDING_TRANSFER',
    'CONFIRMED_TRANSFER',
    'AWAITING_PAYEE_INFO',
    'SCHEDULED_PAYOUT',
    'PAID',
  ]
  if (status === 'CANCEL_REQUESTED' || status === 'CANCELLED') {
    tasks.push({
      type: 'REFUND_TO_BUYER',
      group: status === 'CANCELLED' || context.refunded ? 'COMPLETED' : 'PROCESSING',
      forSeller: false,
    })
    return tasks
  }
  const at = status === 'LTO_PAYOUTS_COMPLETE' ? order.length : order.indexOf(status)
  const reached = (s: TransactionStatus) => at > order.indexOf(s)
  // Fraud review happens while payment is verified.
  tasks.push(
    reached('PENDING')
      ? done('FRAUD_REVIEW')
      : { type: 'FRAUD_REVIEW', group: 'PROCESSING', forSeller: false },
  )
  // Each transfer step: done once the transaction is past its status, pending while at it.
  const transferSteps: [TransactionStatus, TaskType, TaskGroup, boolean][] = [
    ['PENDING_TRANSFER_INSTRUCTIONS', 'CREATE_TRANSFER_INSTRUCTIONS', 'PROCESSING', false],
    ['AWAITING_AUTH_CODE', 'PROVIDE_SELLER_AUTH_CODE', 'ACTION_NEEDED', true],
    ['PENDING_TRANSFER', 'TRANSFER_TO_BUYER', 'PROCESSING', false],
  ]
  for (const [stepStatus, type, group, forSeller] of transferSteps) {
    if (at < order.indexOf(stepStatus)) continue
    tasks.push(reached(stepStatus) ? done(type, forSeller) : { type, group, forSeller })
  }
  if (kind === 'SALE' && status === 'AWAITING_PAYEE_INFO') {
    tasks.push({ type: 'PROVIDE_ACCOUNT_INFO', group: 'ACTION_NEEDED', forSeller: true })
  }
  // The seller's money: from the scheduled payout of a sale, or the whole run of a lease.
  const paidFrom = kind === 'SALE' ? 'SCHEDULED_PAYOUT' : 'CONFIRMED_TRANSFER'
  if (at >= order.indexOf(paidFrom)) {
    tasks.push(
      status === (kind === 'SALE' ? 'PAID' : 'LTO_PAYOUTS_COMPLETE')
        ? done('DISBURSEMENT_TO_SELLER', true)
        : { type: 'DISBURSEMENT_TO_SELLER', group: 'PROCESSING', forSeller: true },
    )
  }
  return tasks
}

/** Whether the seller must act now (the "needs you" badge). */
export function needsSellerAction(kind: TransactionKind, status: TransactionStatus): boolean {
  return tasksOf(kind, status).some((t) => t.forSeller && t.group === 'ACTION_NEEDED')
}
