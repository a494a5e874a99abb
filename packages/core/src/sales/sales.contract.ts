/**
 * Sales API answers (issue 8; spec §3 sales and leased columns, §4 statuses, §7 calls). The
 * server validates its answers with these schemas and the web client is typed by them
 * (decision 851). Money is integer micros on the wire (`amount`, `salePrice`, `*Micros`),
 * times are ISO-8601 strings.
 *
 * - SalePageSchema: `GET /api/v1/sales` (the sold view).
 * - LeasedPageSchema: `GET /api/v1/transactions/leased` (installments, nextInstallment,
 *   previousInstallment, paidOn, invoice, payoutTransmittal).
 * - TransactionDetailSchema: `GET /api/v1/transactions/{id}`, `/api/v1/sales/{id}/details`,
 *   `/api/v1/transactions/leased/{id}` and the answers of the transfer and admin actions.
 * - PayoutDetailSchema: `GET /api/v1/payouts/{payoutId}`.
 * - RegistrarListSchema: `GET /api/v1/transactions/registrars`.
 * - PurchasePageSchema: `GET /api/v1/purchases/domains`.
 * - SalesDashboardSchema: `GET /api/v1/stats/sales/dashboard`.
 * - StatementPageSchema: `GET /api/v1/account/statements`.
 */
import { z } from 'zod'
import { LEDGER_ACCOUNTS, POSTING_KINDS } from './ledger.ts'
import {
  LEASED_STATUSES,
  PAYMENT_METHODS,
  PAYOUT_MODES,
  PAYOUT_STATUSES,
  SALE_STEPS,
  SOLD_TRANSACTION_STATUSES,
  TASK_GROUPS,
  TASK_TYPES,
  TRANSACTION_STATUSES,
} from './transaction-status.ts'

const Micros = z.number().int()
const IsoTime = z.string()
const TRANSACTION_KINDS = ['SALE', 'LEASE'] as const
export const INSTALLMENT_STATUSES = ['SCHEDULED', 'PAID', 'LATE', 'CANCELLED'] as const
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number]

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) })

const NextInstallmentSchema = z
  .object({ amount: Micros, dueAt: IsoTime, late: z.boolean() })
  .nullable()

export const SaleRowSchema = z.object({
  transactionId: z.uuid(),
  domain: z.string(),
  status: z.enum(SOLD_TRANSACTION_STATUSES),
  fullStatus: z.enum(TRANSACTION_STATUSES),
  step: z.enum(SALE_STEPS),
  needsAction: z.boolean(),
  salePrice: Micros,
  payoutAmount: Micros.nullable(),
  payoutDate: IsoTime.nullable(),
  transferType: z.string().nullable(),
  saleDate: IsoTime,
  invoiceId: z.uuid(),
})
export type SaleRow = z.infer<typeof SaleRowSchema>
export const SalePageSchema = page(SaleRowSchema)
export type SalePage = z.infer<typeof SalePageSchema>

export const LeasedRowSchema = z.object({
  transactionId: z.uuid(),
  domain: z.string(),
  status: z.enum(LEASED_STATUSES),
  fullStatus: z.enum(TRANSACTION_STATUSES),
  needsAction: z.boolean(),
  /** "paid/total", as the leased view shows it. */
  installments: z.string().regex(/^\d+\/\d+$/),
  installmentsPaid: z.number().int().min(0),
  installmentsTotal: z.number().int().min(0),
  nextInstallment: NextInstallmentSchema,
  salePrice: Micros,
  previousInstallment: z.object({ amount: Micros, sellerAmount: Micros.nullable() }).nullable(),
  paidOn: IsoTime.nullable(),
  invoice: z.uuid().nullable(),
  payoutTransmittal: z
    .object({ payoutId: z.uuid(), status: z.enum(PAYOUT_STATUSES), amount: Micros })
    .nullable(),
  saleDate: IsoTime,
  months: z.number().int().nullable(),
})
export type LeasedRow = z.infer<typeof LeasedRowSchema>
export const LeasedPageSchema = page(LeasedRowSchema)
export type LeasedPage = z.infer<typeof LeasedPageSchema>

export const PayoutSummarySchema = z.object({
  payoutId: z.uuid(),
  installmentId: z.uuid().nullable(),
  amount: Micros,
  status: z.enum(PAYOUT_STATUSES),
  mode: z.enum(PAYOUT_MODES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  scheduledFor: IsoTime.nullable(),
  paidAt: IsoTime.nullable(),
})
export type PayoutSummary = z.infer<typeof PayoutSummarySchema>

export const InstallmentSchema = z.object({
  installmentId: z.uuid(),
  seq: z.number().int().min(1),
  amount: Micros,
  dueAt: IsoTime,
  status: z.enum(INSTALLMENT_STATUSES),
  paidAt: IsoTime.nullable(),
  sellerAmount: Micros.nullable(),
  commission: Micros.nullable(),
  fee: Micros.nullable(),
  payout: z.object({ payoutId: z.uuid(), status: z.enum(PAYOUT_STATUSES) }).nullable(),
})
export type Installment = z.infer<typeof InstallmentSchema>

export const TransactionEventSchema = z.object({
  from: z.enum(TRANSACTION_STATUSES).nullable(),
  to: z.enum(TRANSACTION_STATUSES),
  actor: z.string(),
  note: z.string().nullable(),
  at: IsoTime,
})
export type TransactionEvent = z.infer<typeof TransactionEventSchema>

/** Which transaction, and where it stands: the head of a sale's detail and of a purchase. */
const TRANSACTION_STATE = {
  transactionId: z.uuid(),
  kind: z.enum(TRANSACTION_KINDS),
  domain: z.string(),
  status: z.union([z.enum(SOLD_TRANSACTION_STATUSES), z.enum(LEASED_STATUSES)]),
  fullStatus: z.enum(TRANSACTION_STATUSES),
  step: z.enum(SALE_STEPS),
}

export const TransactionDetailSchema = z.object({
  ...TRANSACTION_STATE,
  tracker: z.array(
    z.object({
      step: z.enum(SALE_STEPS),
      state: z.enum(['done', 'current', 'todo', 'cancelled']),
    }),
  ),
  tasks: z.array(
    z.object({ type: z.enum(TASK_TYPES), group: z.enum(TASK_GROUPS), forSeller: z.boolean() }),
  ),
  needsAction: z.boolean(),
  salePrice: Micros,
  commissionBps: z.number().int().min(0).max(10_000),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  transferType: z.string().nullable(),
  registrar: z.string().nullable(),
  hasAuthCode: z.boolean(),
  saleDate: IsoTime,
  /** Hidden from the buyer. */
  buyerName: z.string().nullable(),
  leaseMonths: z.number().int().nullable(),
  events: z.array(TransactionEventSchema),
  ledger: z.object({
    entries: z.array(
      z.object({
        postingId: z.string(),
        kind: z.enum(POSTING_KINDS),
        account: z.enum(LEDGER_ACCOUNTS),
        amount: Micros,
        installmentId: z.uuid().nullable(),
        payoutId: z.uuid().nullable(),
        at: IsoTime,
      }),
    ),
    balances: z.record(z.enum(LEDGER_ACCOUNTS), Micros),
    /** Always 0: every posting balances (decision 802). */
    sum: Micros,
  }),
  payouts: z.array(PayoutSummarySchema),
  installments: z.array(InstallmentSchema),
  invoices: z.array(z.object({ invoiceId: z.uuid(), amount: Micros, date: IsoTime.nullable() })),
})
export type TransactionDetail = z.infer<typeof TransactionDetailSchema>

export const PayoutDetailSchema = PayoutSummarySchema.extend({
  transactionId: z.uuid(),
  domain: z.string().nullable(),
  providerPayoutId: z.string().nullable(),
  sandbox: z.boolean(),
})
export type PayoutDetail = z.infer<typeof PayoutDetailSchema>

export const RegistrarListSchema = z.object({ items: z.array(z.object({ name: z.string() })) })
export type RegistrarList = z.infer<typeof RegistrarListSchema>

export const PurchaseSchema = z.object({
  ...TRANSACTION_STATE,
  price: Micros,
  saleDate: IsoTime,
  installmentsPaid: z.number().int().min(0),
  installmentsTotal: z.number().int().min(0),
  nextInstallment: NextInstallmentSchema,
  canPayOff: z.boolean(),
})
export type Purchase = z.infer<typeof PurchaseSchema>
export const PurchasePageSchema = page(PurchaseSchema)
export type PurchasePage = z.infer<typeof PurchasePageSchema>

export const SalesDashboardSchema = z.object({
  salesCount: z.number().int().min(0),
  activeLeases: z.number().int().min(0),
  salesLast30Days: z.number().int().min(0),
  grossSalesMicros: Micros,
  paidOutMicros: Micros,
  pendingPayoutMicros: Micros,
  commissionMicros: Micros,
  awaitingAuthCode: z.number().int().min(0),
  awaitingPayeeInfo: z.number().int().min(0),
  needsAttention: z.array(
    z.object({
      transactionId: z.uuid(),
      domain: z.string(),
      status: z.enum(TRANSACTION_STATUSES),
      kind: z.enum(TRANSACTION_KINDS),
      step: z.enum(SALE_STEPS),
    }),
  ),
})
export type SalesDashboard = z.infer<typeof SalesDashboardSchema>

export const StatementSchema = z.object({
  statementId: z.string().regex(/^\d{4}-\d{2}$/),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  buyerPaid: Micros,
  commission: Micros,
  fees: Micros,
  paidOut: Micros,
  net: Micros,
  /** The month's parking revenue (issue 17, UTC month); 0 without parking. */
  parkingRevenue: Micros.optional(),
})
export type Statement = z.infer<typeof StatementSchema>
export const StatementPageSchema = page(StatementSchema)
export type StatementPage = z.infer<typeof StatementPageSchema>
