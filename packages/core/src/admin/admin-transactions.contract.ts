import { z } from 'zod'
import { TRANSACTION_KINDS } from '../sales/transaction-machine.ts'
import { PAYOUT_STATUSES, TRANSACTION_STATUSES } from '../sales/transaction-status.ts'

/** Message keys of the admin transactions desk's refusals (issue 19, decision 1345). */
export const ADMIN_TRANSACTION_ERRORS = {
  reasonRequired: 'admin.transactions.reasonRequired',
  notCancellable: 'admin.transactions.notCancellable',
  payoutNotStuck: 'admin.payouts.notStuck',
  payoutStillBlocked: 'admin.payouts.stillBlocked',
} as const

export const ADMIN_TRANSACTIONS_PAGE_SIZE = 25

/** `GET /api/v1/admin/transactions`: filters and a keyset cursor (newest first). */
export const AdminTransactionListQuerySchema = z.object({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  kind: z.enum(TRANSACTION_KINDS).optional(),
  /** Part of the domain name or of the buyer's or seller's email. */
  q: z.string().trim().max(253).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_TRANSACTIONS_PAGE_SIZE),
})
export type AdminTransactionListQuery = z.infer<typeof AdminTransactionListQuerySchema>

export const AdminTransactionItemSchema = z.object({
  transactionId: z.uuid(),
  domain: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  status: z.enum(TRANSACTION_STATUSES),
  salePriceMicros: z.number().int(),
  buyerEmail: z.string(),
  sellerEmail: z.string(),
  saleDate: z.iso.datetime({ offset: true }),
  /** The state machine allows a cancellation with full refund (spec §4, decision 1345). */
  isCancellable: z.boolean(),
})
export type AdminTransactionItem = z.infer<typeof AdminTransactionItemSchema>

export const AdminTransactionListSchema = z.object({
  items: z.array(AdminTransactionItemSchema),
  nextCursor: z.string().nullable(),
})
export type AdminTransactionList = z.infer<typeof AdminTransactionListSchema>

/** `POST /api/v1/admin/transactions/:transactionId/cancel`: the reason buyer and seller read. */
export const AdminCancelBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, ADMIN_TRANSACTION_ERRORS.reasonRequired)
    .max(500, ADMIN_TRANSACTION_ERRORS.reasonRequired),
})
export type AdminCancelBody = z.infer<typeof AdminCancelBodySchema>

/** A payout whose scheduling failed (spec §4 SCHEDULE_USER_ERROR / SCHEDULE_SYSTEM_ERROR). */
export const StuckPayoutSchema = z.object({
  payoutId: z.uuid(),
  transactionId: z.uuid(),
  domain: z.string(),
  sellerEmail: z.string(),
  amountMicros: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  error: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type StuckPayout = z.infer<typeof StuckPayoutSchema>

export const StuckPayoutListSchema = z.object({ items: z.array(StuckPayoutSchema) })
export type StuckPayoutList = z.infer<typeof StuckPayoutListSchema>

export const RetriedPayoutSchema = z.object({
  payoutId: z.uuid(),
  status: z.enum(PAYOUT_STATUSES),
  scheduledFor: z.iso.datetime({ offset: true }).nullable(),
})
export type RetriedPayout = z.infer<typeof RetriedPayoutSchema>
