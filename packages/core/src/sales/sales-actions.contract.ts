/**
 * The answers of the sales API's small actions (issue 14, decision 851): relist, payout issue,
 * lease payoff and the admin's transfer list. Money is integer micros.
 */
import { z } from 'zod'
import { PAYOUT_STATUSES, TRANSACTION_STATUSES } from './transaction-status.ts'

/** `POST /api/v1/transactions/leased/{id}/relist`: the domain is listed again. */
export const RelistResultSchema = z.object({ domainName: z.string(), status: z.literal('ACTIVE') })
export type RelistResult = z.infer<typeof RelistResultSchema>

/** `POST /api/v1/payouts/{payoutId}/issue`. */
export const PayoutIssueResultSchema = z.object({
  payoutId: z.uuid(),
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number().int(),
  paidAt: z.string().nullable(),
})
export type PayoutIssueResult = z.infer<typeof PayoutIssueResultSchema>

/** `POST /api/v1/purchases/leases/{id}/payoff`: what the one charge paid (0 when nothing was open). */
export const PayoffResultSchema = z.object({ paidMicros: z.number().int() })
export type PayoffResult = z.infer<typeof PayoffResultSchema>

/** `GET /api/v1/admin/transfers`: transfers waiting for an admin (oldest first, at most 200). */
export const AdminTransferListSchema = z.object({
  items: z.array(
    z.object({
      transactionId: z.uuid(),
      domain: z.string(),
      kind: z.enum(['SALE', 'LEASE']),
      status: z.enum(TRANSACTION_STATUSES),
      transferType: z.string().nullable(),
    }),
  ),
})
export type AdminTransferList = z.infer<typeof AdminTransferListSchema>
