/** Sold transaction statuses (spec §4). */
export const SOLD_TRANSACTION_STATUSES = [
  'AWAITING_AUTH_CODE',
  'AWAITING_TRANSFER_OWNERSHIP',
  'PENDING_TRANSFER',
  'CONFIRMED_TRANSFER',
  'CANCELLED',
  'COMPLETED',
] as const
export type SoldTransactionStatus = (typeof SOLD_TRANSACTION_STATUSES)[number]

/** Leased statuses (spec §4). */
export const LEASED_STATUSES = [
  'AWAITING_AUTH_CODE',
  'PENDING_TRANSFER',
  'CONFIRMED_TRANSFER',
  'CANCELLED',
  'LTO_PAYOUTS_COMPLETE',
] as const
export type LeasedStatus = (typeof LEASED_STATUSES)[number]

/** The full transaction status (spec §4). */
export const TRANSACTION_STATUSES = [
  'AWAITING_AUTH_CODE',
  'AWAITING_PAYEE_INFO',
  'AWAITING_PAYEE_UPDATE',
  'AWAITING_TRANSFER_OWNERSHIP',
  'CANCELLED',
  'CANCEL_REQUESTED',
  'COMPLETED',
  'CONFIRMED_TRANSFER',
  'PENDING',
  'PENDING_PAYOUT',
  'PENDING_TRANSFER',
  'PENDING_TRANSFER_INSTRUCTIONS',
  'SCHEDULED_PAYOUT',
  'PAID',
  'LTO_PAYOUTS_COMPLETE',
  'UNKNOWN',
] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

export const TRANSACTION_CASE_STATUSES = [
  'OPEN',
  'COMPLETED',
  'FAILED',
  'REJECTED',
  'CANCELLED',
] as const
export type TransactionCaseStatus = (typeof TRANSACTION_CASE_STATUSES)[number]

/** Task types (spec §4 lists these "and others"). */
export const TASK_TYPES = [
  'FRAUD_REVIEW',
  'CREATE_TRANSFER_INSTRUCTIONS',
  'PROVIDE_SELLER_AUTH_CODE',
  'TRANSFER_TO_BUYER',
  'PROVIDE_ACCOUNT_INFO',
  'DISBURSEMENT_TO_SELLER',
  'REFUND_TO_BUYER',
  'CREATE_PAYEE_ACCOUNT',
  'FIX_DOMAIN_ERROR',
  'OTHER',
] as const
export type TaskType = (typeof TASK_TYPES)[number]

export const TASK_GROUPS = ['ACTION_NEEDED', 'PROCESSING', 'FAILED', 'COMPLETED'] as const
export type TaskGroup = (typeof TASK_GROUPS)[number]

/** Seller-facing sale steps (spec §4). */
export const SALE_STEPS = [
  'VERIFYING_PAYMENT',
  'PREPARING_TRANSFER',
  'AUTH_CODE_REQUEST_PENDING',
  'ACCOUNT_INFORMATION_REQUIRED',
  'AUTH_CODE_AVAILABLE',
  'TRANSFER_PROCESSING',
  'TRANSFER_COMPLETE',
  'PENDING_SALE',
  'TRANSFER_OWNERSHIP',
  'WAITING_TRANSFER_INFO',
  'PAYOUT_SCHEDULED',
  'PAYOUT_ISSUED',
  'SALE_CANCELLED',
  'AUTH_CODE_REQUIRED',
  'UNDEFINED',
] as const
export type SaleStep = (typeof SALE_STEPS)[number]

export const PAYOUT_STATUSES = [
  'OPEN',
  'PAID',
  'READY_FOR_PAYOUT',
  'SCHEDULE_SUCCESS',
  'SCHEDULE_USER_ERROR',
  'SCHEDULE_SYSTEM_ERROR',
] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]
export const PAYOUT_MODES = ['AUTO', 'MANUAL'] as const
export type PayoutMode = (typeof PAYOUT_MODES)[number]

/** Transaction payment methods (spec §3). */
export const PAYMENT_METHODS = [
  'CREDIT_CARD',
  'PAYPAL',
  'US_WIRE',
  'NON_US_WIRE',
  'ACCOUNT_CREDIT',
  'ACH',
  'GAG',
  'CHECK',
  'NO_DISBURSEMENT',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Lease period units (spec §3). */
export const LEASE_PERIOD_UNITS = ['days', 'weeks', 'months'] as const
export type LeasePeriodUnit = (typeof LEASE_PERIOD_UNITS)[number]
