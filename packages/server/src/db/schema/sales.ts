import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { LedgerAccount, PostingKind } from '@namefolio/core/sales/ledger'
import type { InstallmentStatus } from '@namefolio/core/sales/sales.contract'
import type { TransactionActor, TransactionKind } from '@namefolio/core/sales/transaction-machine'
import type {
  PaymentMethod,
  PayoutMode,
  PayoutStatus,
  TransactionStatus,
} from '@namefolio/core/sales/transaction-status'
import type { PayoutOnboardingStatus } from '@namefolio/core/sales/payout-account.rules'
import { domains } from './domains.ts'
import { membershipInvoices } from './membership.ts'
import { users } from './users.ts'
import {
  createdAt,
  extensionKey,
  micros,
  optionalRef,
  payoutDestination,
  payoutOutcome,
  randomId,
  requiredRef,
  timestamps,
  timestamptz,
  updatedAt,
} from './columns.ts'

/**
 * Idempotency keys (DESIGN.md §3): the first answer to a money request, replayed for the same
 * key. Scoped by user and by route so keys never collide across callers.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid().notNull(),
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
)

/**
 * Payment orders: written before the provider is charged, so a crash between the charge and
 * the transaction leaves an order the reconciliation job finishes (decision 805).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: randomId(),
    buyerId: requiredRef(() => users.id),
    sellerId: requiredRef(() => users.id),
    domainId: requiredRef(() => domains.id),
    domainName: text().notNull(),
    kind: text().$type<TransactionKind>().notNull(),
    /** LANDER, CHECKOUT_LINK or AGREED_PRICE. */
    source: text().notNull(),
    agreedPriceId: uuid(),
    priceMicros: micros('price_micros').notNull(),
    /** What this order charges now: the price, or a lease's first installment. */
    chargeMicros: micros('charge_micros').notNull(),
    leaseMonths: integer(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    cardLast4: text(),
    /** CREATED → PAID (with its transaction) | DECLINED | FAILED. */
    status: text().notNull().default('CREATED'),
    provider: text().notNull(),
    providerChargeId: text(),
    declineReason: text(),
    transactionId: uuid(),
    ...timestamps(),
  },
  (t) => [
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    index('payment_orders_buyer_idx').on(t.buyerId, t.createdAt),
  ],
)

/** A sale or a lease: the state machine's current status (history in transaction_events). */
export const transactions = pgTable(
  'transactions',
  {
    id: randomId(),
    kind: text().$type<TransactionKind>().notNull(),
    orderId: requiredRef(() => paymentOrders.id),
    sellerId: requiredRef(() => users.id),
    buyerId: requiredRef(() => users.id),
    domainId: requiredRef(() => domains.id),
    domainName: text().notNull(),
    status: text().$type<TransactionStatus>().notNull(),
    salePriceMicros: micros('sale_price_micros').notNull(),
    commissionBps: integer().notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    /** How the domain moves: AUTH_CODE or REGISTRAR_PUSH (null until the seller chooses). */
    transferType: text(),
    registrar: text(),
    otherRegistrarName: text(),
    /** The auth code, encrypted (AES-256-GCM, decision 806). */
    authCodeEncrypted: text(),
    leaseMonths: integer(),
    installmentMicros: micros('installment_micros'),
    saleDate: timestamptz().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('transactions_order_key').on(t.orderId),
    index('transactions_seller_sale_date_idx').on(t.sellerId, t.kind, t.saleDate, t.id),
    index('transactions_seller_status_idx').on(t.sellerId, t.kind, t.status, t.id),
    index('transactions_buyer_idx').on(t.buyerId, t.saleDate),
    index('transactions_status_idx').on(t.status),
    // A domain's deals (the portfolio's sold/leased columns, export, its open transaction).
    index('transactions_domain_idx').on(t.domainId, t.createdAt),
  ],
)

/** Every transition: who, when, from which state to which (DESIGN.md §2). Append-only. */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: randomId(),
    transactionId: requiredRef(() => transactions.id),
    sellerId: uuid().notNull(),
    fromStatus: text().$type<TransactionStatus>(),
    toStatus: text().$type<TransactionStatus>().notNull(),
    actor: text().$type<TransactionActor>().notNull(),
    actorId: uuid(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_events_tx_idx').on(t.transactionId, t.createdAt)],
)

/** Lease installments: one row each, with the seller's share and its payout. */
export const leaseInstallments = pgTable(
  'lease_installments',
  {
    id: randomId(),
    transactionId: requiredRef(() => transactions.id),
    sellerId: uuid().notNull(),
    seq: integer().notNull(),
    amountMicros: micros('amount_micros').notNull(),
    dueAt: timestamptz().notNull(),
    /** SCHEDULED, PAID, LATE (in grace), CANCELLED (terminated lease). */
    status: text().$type<InstallmentStatus>().notNull().default('SCHEDULED'),
    paidAt: timestamptz(),
    providerChargeId: text(),
    sellerMicros: micros('seller_micros'),
    commissionMicros: micros('commission_micros'),
    feeMicros: micros('fee_micros'),
    remindersSent: integer().notNull().default(0),
    lastAttemptAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('lease_installments_tx_seq_key').on(t.transactionId, t.seq),
    index('lease_installments_due_idx').on(t.status, t.dueAt),
  ],
)

/** Payouts to sellers (spec §4 payout statuses and modes). */
export const payouts = pgTable(
  'payouts',
  {
    id: randomId(),
    transactionId: requiredRef(() => transactions.id),
    installmentId: optionalRef(() => leaseInstallments.id),
    sellerId: uuid().notNull(),
    amountMicros: micros('amount_micros').notNull(),
    status: text().$type<PayoutStatus>().notNull().default('OPEN'),
    mode: text().$type<PayoutMode>().notNull().default('AUTO'),
    ...payoutDestination(),
    scheduledFor: timestamptz(),
    ...payoutOutcome(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payouts_installment_key').on(t.installmentId),
    index('payouts_tx_idx').on(t.transactionId),
    index('payouts_seller_idx').on(t.sellerId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.scheduledFor),
  ],
)

/**
 * The ledger (decision 802): entries of one posting sum to zero; never updated or deleted. An
 * entry belongs to a transaction or, for a membership charge, to its invoice (decision 1318).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: randomId(),
    transactionId: optionalRef(() => transactions.id),
    membershipInvoiceId: optionalRef(() => membershipInvoices.id),
    sellerId: uuid().notNull(),
    postingId: uuid().notNull(),
    kind: text().$type<PostingKind>().notNull(),
    account: text().$type<LedgerAccount>().notNull(),
    amountMicros: micros('amount_micros').notNull(),
    installmentId: uuid(),
    payoutId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_tx_idx').on(t.transactionId, t.createdAt),
    index('ledger_entries_seller_idx').on(t.sellerId, t.createdAt),
    index('ledger_entries_membership_idx').on(t.membershipInvoiceId),
    check(
      'ledger_entries_one_subject',
      sql`(${t.transactionId} is null) <> (${t.membershipInvoiceId} is null)`,
    ),
  ],
)

/** The seller's payout accounts (spec §3 payment methods; capId is the id). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: randomId(),
    sellerId: requiredRef(() => users.id, 'cascade'),
    method: text().$type<PaymentMethod>().notNull(),
    accountName: text().notNull(),
    /** Encrypted account number (decision 806); only the last four are shown. */
    accountNumberEncrypted: text(),
    accountNumberLast4: text(),
    emailAddress: text(),
    isDefault: integer().notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamptz(),
    /** Onboarding with the payout provider (issue 18, decision 1031); reset when the payee changes. */
    onboardingStatus: text().$type<PayoutOnboardingStatus>().notNull().default('NOT_STARTED'),
    verifiedAt: timestamptz(),
    /** Last edit through PATCH v1/account/payments (migration 0024). */
    updatedAt: timestamptz(),
  },
  (t) => [
    index('payout_accounts_seller_idx').on(t.sellerId),
    check(
      'payout_accounts_onboarding_status_check',
      sql`${t.onboardingStatus} IN ('NOT_STARTED', 'PENDING', 'VERIFIED')`,
    ),
  ],
)

/** Payee and tax data (W-9 / W-8 style); the tax id only encrypted (decision 806). */
export const payeeTaxProfiles = pgTable('payee_tax_profiles', {
  sellerId: extensionKey(() => users.id),
  formType: text().notNull(),
  legalName: text().notNull(),
  businessName: text(),
  country: text().notNull(),
  /** ISO 3166-2 code of the country's state, when given (issue 18, migration 0024). */
  state: text(),
  address: text().notNull(),
  taxIdEncrypted: text(),
  taxIdLast4: text(),
  payoutMode: text().$type<PayoutMode>().notNull().default('AUTO'),
  certifiedAt: timestamptz(),
  updatedAt: updatedAt(),
})

/**
 * The sandbox payment provider's own records (decision 805): what the "outside" provider knows,
 * written in its own statement so a crash after a charge leaves the charge on record.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    kind: text().notNull(),
    amountMicros: micros('amount_micros').notNull(),
    status: text().notNull(),
    detail: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_payments_key').on(t.kind, t.idempotencyKey)],
)

export type PaymentOrderRow = typeof paymentOrders.$inferSelect
export type TransactionRow = typeof transactions.$inferSelect
export type LeaseInstallmentRow = typeof leaseInstallments.$inferSelect
export type PayoutRow = typeof payouts.$inferSelect
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect
export type PayeeTaxProfileRow = typeof payeeTaxProfiles.$inferSelect
