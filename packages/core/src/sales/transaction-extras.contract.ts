/**
 * The rest of spec §7's transaction calls (issue 18): a message on a transaction, a
 * registrar's transfer instructions, a domain's open transaction and sales by period.
 *
 * - TransactionMessageBodySchema → TransactionMessageListSchema:
 *   `PATCH /api/v1/transactions/{id}/message` (answers the thread with the new message).
 * - TransactionMessageListSchema: `GET /api/v1/transactions/{id}/messages`.
 * - RegistrarInstructionsSchema: `GET /api/v1/transactions/registrar/{registrarName}`.
 * - DomainTransactionSchema: `GET /api/v1/domains/{domainName}/transaction`.
 * - SalesByPeriodQuerySchema → SalesByPeriodSchema: `GET /api/v2/stats/sales`.
 */
import { z } from 'zod'
import { SALES_PERIODS } from './sales-by-period.ts'
import { SALE_STEPS, TRANSACTION_STATUSES } from './transaction-status.ts'
import { TRANSACTION_MESSAGE_ROLES } from './transaction-messages.ts'

const Micros = z.number().int()
const IsoDay = z.iso.date()

/**
 * The raw text; the use case trims it and refuses it empty or too long with a message key
 * (decision 1050). The ceiling here only stops an absurd payload before it is read.
 */
export const TransactionMessageBodySchema = z.object({ body: z.string().max(20_000) })
export type TransactionMessageBody = z.infer<typeof TransactionMessageBodySchema>

export const TransactionMessageSchema = z.object({
  messageId: z.uuid(),
  role: z.enum(TRANSACTION_MESSAGE_ROLES),
  /** Whether the viewer wrote it ("You" in the history). */
  isMine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
})
export type TransactionMessage = z.infer<typeof TransactionMessageSchema>
export const TransactionMessageListSchema = z.object({
  items: z.array(TransactionMessageSchema),
})
export type TransactionMessageList = z.infer<typeof TransactionMessageListSchema>

export const RegistrarParamsSchema = z.object({ registrarName: z.string().min(1).max(100) })
export const RegistrarInstructionsSchema = z.object({
  name: z.string(),
  unlock: z.array(z.string()),
  authCode: z.array(z.string()),
  push: z.array(z.string()),
})
export type RegistrarInstructionsAnswer = z.infer<typeof RegistrarInstructionsSchema>

export const DomainTransactionParamsSchema = z.object({ domainName: z.string().min(1).max(253) })
export const DomainTransactionSchema = z.object({
  transactionId: z.uuid(),
  kind: z.enum(['SALE', 'LEASE']),
  domain: z.string(),
  fullStatus: z.enum(TRANSACTION_STATUSES),
  step: z.enum(SALE_STEPS),
  needsAction: z.boolean(),
  salePrice: Micros,
  saleDate: z.string(),
})
export type DomainTransaction = z.infer<typeof DomainTransactionSchema>

export const SalesByPeriodQuerySchema = z.object({
  period: z.enum(SALES_PERIODS).default('month'),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
})
export type SalesByPeriodQuery = z.input<typeof SalesByPeriodQuerySchema>

const Figures = { count: z.number().int().min(0), grossMicros: Micros, netMicros: Micros }
export const SalesByPeriodSchema = z.object({
  period: z.enum(SALES_PERIODS),
  from: IsoDay,
  to: IsoDay,
  /** Days are this zone's calendar days (spec §9). */
  timeZone: z.string(),
  /** Every bucket of the range, oldest first, zeros included. */
  buckets: z.array(z.object({ start: IsoDay, ...Figures })),
  totals: z.object(Figures),
})
export type SalesByPeriod = z.infer<typeof SalesByPeriodSchema>
