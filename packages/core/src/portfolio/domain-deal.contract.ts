/**
 * The deal behind a row of the Sold, Leased and Purchases views (issue 15; spec §3 "Sales
 * columns" and "Leased sale columns"): the domain's latest transaction, as the seller (or, in
 * Purchases, the buyer) sees it. Money is integer micros; dates are ISO instants.
 */
import { z } from 'zod'

const isoDate = z.iso.datetime({ offset: true })
const micros = z.number().int().min(0)

export const DomainDealSchema = z.object({
  transactionId: z.string(),
  kind: z.enum(['SALE', 'LEASE']),
  /** The transaction's status (sales transaction machine), driving the status action. */
  status: z.string(),
  transferType: z.string().nullable(),
  salePriceMicros: micros,
  saleDate: isoDate,
  /** The seller's payout for the sale (null before one is scheduled; null for buyers). */
  payoutMicros: micros.nullable(),
  payoutDate: isoDate.nullable(),
  /** Lease to own only (null for a sale). */
  installmentsPaid: z.number().int().nullable(),
  installmentsTotal: z.number().int().nullable(),
  nextInstallmentDate: isoDate.nullable(),
  nextInstallmentMicros: micros.nullable(),
  previousInstallmentDate: isoDate.nullable(),
  paidOn: isoDate.nullable(),
  invoiceId: z.string().nullable(),
  payoutTransmittal: z.string().nullable(),
})
export type DomainDeal = z.infer<typeof DomainDealSchema>
