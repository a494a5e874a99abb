import type {
  LeasedStatus,
  SoldTransactionStatus,
  TransactionStatus,
} from './transaction-status.ts'

/** A sale is bought outright; a lease is paid in monthly installments (decision 801). */
export const TRANSACTION_KINDS = ['SALE', 'LEASE'] as const
export type TransactionKind = (typeof TRANSACTION_KINDS)[number]

/** Who moved a transaction (spec §3 "Actors for leads and transactions"). */
export const TRANSACTION_ACTORS = ['buyer', 'seller', 'broker', 'admin', 'system'] as const
export type TransactionActor = (typeof TRANSACTION_ACTORS)[number]

/**
 * The transaction state machine over the full status of spec §4 (decision 801):
 *
 *   PENDING                        payment being verified
 *   PENDING_TRANSFER_INSTRUCTIONS  payment verified, transfer being prepared
 *   AWAITING_AUTH_CODE             auth code requested from the seller
 *   PENDING_TRANSFER               transfer processing (auth code given or pushed at registrar)
 *   CONFIRMED_TRANSFER             transfer complete (for a lease: the platform holds the domain)
 *   AWAITING_PAYEE_INFO            payout blocked: the seller has no payable payout account
 *   SCHEDULED_PAYOUT               payout scheduled
 *   PAID                           payout issued (sale done)
 *   LTO_PAYOUTS_COMPLETE           every installment paid and paid out; the buyer owns it
 *   CANCEL_REQUESTED → CANCELLED   cancellation with refund (lease: default, domain returned)
 */
type Transitions = Readonly<Partial<Record<TransactionStatus, readonly TransactionStatus[]>>>

/** From payment to the transfer, and cancelling: the same for a sale and a lease. */
const THROUGH_TRANSFER: Transitions = {
  PENDING: ['PENDING_TRANSFER_INSTRUCTIONS', 'CANCELLED'],
  PENDING_TRANSFER_INSTRUCTIONS: ['AWAITING_AUTH_CODE', 'CANCEL_REQUESTED'],
  AWAITING_AUTH_CODE: ['PENDING_TRANSFER', 'CANCEL_REQUESTED'],
  PENDING_TRANSFER: ['CONFIRMED_TRANSFER', 'AWAITING_AUTH_CODE', 'CANCEL_REQUESTED'],
  CANCEL_REQUESTED: ['CANCELLED'],
}

const SALE_TRANSITIONS: Transitions = {
  ...THROUGH_TRANSFER,
  CONFIRMED_TRANSFER: ['SCHEDULED_PAYOUT', 'AWAITING_PAYEE_INFO'],
  AWAITING_PAYEE_INFO: ['SCHEDULED_PAYOUT'],
  SCHEDULED_PAYOUT: ['PAID', 'AWAITING_PAYEE_INFO'],
}

const LEASE_TRANSITIONS: Transitions = {
  ...THROUGH_TRANSFER,
  // The platform holds the domain while installments run; the lease ends paid or defaulted.
  CONFIRMED_TRANSFER: ['LTO_PAYOUTS_COMPLETE', 'CANCEL_REQUESTED'],
}

export function allowedTransitions(
  kind: TransactionKind,
  from: TransactionStatus,
): readonly TransactionStatus[] {
  return (kind === 'SALE' ? SALE_TRANSITIONS : LEASE_TRANSITIONS)[from] ?? []
}

export function canTransition(
  kind: TransactionKind,
  from: TransactionStatus,
  to: TransactionStatus,
): boolean {
  return allowedTransitions(kind, from).includes(to)
}

export class InvalidTransitionError extends Error {
  readonly from: TransactionStatus
  readonly to: TransactionStatus
  constructor(kind: TransactionKind, from: TransactionStatus, to: TransactionStatus) {
    super(`A ${kind.toLowerCase()} cannot go from ${from} to ${to}`)
    this.name = 'InvalidTransitionError'
    this.from = from
    this.to = to
  }
}

/** The next status, or an InvalidTransitionError: invalid transitions are refused. */
export function transition(
  kind: TransactionKind,
  from: TransactionStatus,
  to: TransactionStatus,
): TransactionStatus {
  if (!canTransition(kind, from, to)) throw new InvalidTransitionError(kind, from, to)
  return to
}

export function isTerminalStatus(kind: TransactionKind, status: TransactionStatus): boolean {
  return allowedTransitions(kind, status).length === 0
}

/** Whether the buyer may still cancel with a full refund (before the transfer completes). */
export function isCancellable(kind: TransactionKind, status: TransactionStatus): boolean {
  return canTransition(kind, status, 'CANCEL_REQUESTED') && status !== 'CONFIRMED_TRANSFER'
}

/** The sold view's status (spec §4 sold transaction statuses) of a full status. */
export function soldStatusOf(status: TransactionStatus): SoldTransactionStatus {
  switch (status) {
    case 'AWAITING_AUTH_CODE':
      return 'AWAITING_AUTH_CODE'
    case 'PENDING':
    case 'PENDING_TRANSFER_INSTRUCTIONS':
    case 'AWAITING_TRANSFER_OWNERSHIP':
      return 'AWAITING_TRANSFER_OWNERSHIP'
    case 'PENDING_TRANSFER':
      return 'PENDING_TRANSFER'
    case 'CONFIRMED_TRANSFER':
    case 'AWAITING_PAYEE_INFO':
    case 'AWAITING_PAYEE_UPDATE':
    case 'SCHEDULED_PAYOUT':
    case 'PENDING_PAYOUT':
      return 'CONFIRMED_TRANSFER'
    case 'CANCEL_REQUESTED':
    case 'CANCELLED':
      return 'CANCELLED'
    default:
      return 'COMPLETED'
  }
}

/** The leased view's status (spec §4 leased statuses) of a full status. */
export function leasedStatusOf(status: TransactionStatus): LeasedStatus {
  switch (status) {
    case 'PENDING':
    case 'PENDING_TRANSFER_INSTRUCTIONS':
    case 'AWAITING_TRANSFER_OWNERSHIP':
    case 'AWAITING_AUTH_CODE':
      return 'AWAITING_AUTH_CODE'
    case 'PENDING_TRANSFER':
      return 'PENDING_TRANSFER'
    case 'CANCEL_REQUESTED':
    case 'CANCELLED':
      return 'CANCELLED'
    case 'LTO_PAYOUTS_COMPLETE':
      return 'LTO_PAYOUTS_COMPLETE'
    default:
      return 'CONFIRMED_TRANSFER'
  }
}
