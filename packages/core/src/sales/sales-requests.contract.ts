/**
 * What the sales API takes (issue 14): paging, sort keys, path parameters and bodies of the
 * sales, leased, transfer, payout and statement routes. One definition, read by the server's
 * validation and by the web client (sort keys and page sizes are never copied).
 */
import { z } from 'zod'
import { DEFAULT_LIST_PAGE_SIZE } from '../constants/list-limits.ts'
import {
  SOLD_SORT_KEYS,
  LEASED_SORT_KEYS,
  SORT_ORDERS,
  SALES_PAGE_SIZE_MAX,
} from './sales-requests.constants.ts'
export { DEFAULT_LIST_PAGE_SIZE }

/** Registrars a seller can push at (`GET /api/v1/transactions/registrars`). */
export const REGISTRARS = [
  'GoDaddy',
  'Namecheap',
  'Dynadot',
  'Porkbun',
  'Gandi',
  'Name.com',
  'OTHER',
] as const
export type Registrar = (typeof REGISTRARS)[number]

const paging = {
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SALES_PAGE_SIZE_MAX).default(DEFAULT_LIST_PAGE_SIZE),
  order: z.enum(SORT_ORDERS).optional(),
}

/** `GET /api/v1/purchases/domains`. */
export const PagingQuerySchema = z.object(paging)
/** `GET /api/v1/sales`. */
export const SoldListQuerySchema = z.object({
  ...paging,
  sort: z.enum(SOLD_SORT_KEYS).default('saleDate'),
})
/** `GET /api/v1/transactions/leased`. */
export const LeasedListQuerySchema = z.object({
  ...paging,
  sort: z.enum(LEASED_SORT_KEYS).default('domain'),
})

export const TransactionParamsSchema = z.object({ transactionId: z.uuid() })
export const SaleParamsSchema = z.object({ saleId: z.uuid() })
export const PayoutParamsSchema = z.object({ payoutId: z.uuid() })
export const LeaseInvoiceParamsSchema = TransactionParamsSchema.extend({ invoiceId: z.uuid() })
export const StatementMonthParamsSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) })

/** Invoices and statements: the printable page by default, or the PDF (decision 808). */
export const DocumentQuerySchema = z.object({ format: z.enum(['html', 'pdf']).default('html') })

/** `GET /api/v1/parking/export`: a week up to today unless said. */
export const ParkingExportQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})

/** `PATCH /api/v1/transactions/{id}/transfer/authCode`. */
export const AuthCodeBodySchema = z.object({ authCode: z.string().trim().min(4).max(128) })
export type AuthCodeBody = z.input<typeof AuthCodeBodySchema>

/** `PATCH /api/v1/transactions/{id}/transfer/registrar`. */
export const RegistrarBodySchema = z.object({
  registrar: z.enum(REGISTRARS),
  otherRegistrarName: z.string().trim().max(100).optional(),
})
export type RegistrarBody = z.input<typeof RegistrarBodySchema>

/** `POST /api/v1/transactions/{id}/cancel`. */
export const CancelBodySchema = z.object({ reason: z.string().trim().min(1).max(500) })

/** `POST /api/v1/admin/transactions/{id}/transfer/reject`. */
export const RejectTransferBodySchema = z.object({
  note: z.string().max(500).default('The auth code did not work'),
})

/** The admin transfer page's buttons: `POST /admin/transfers/{id}/{action}`. */
export const AdminTransferActionParamsSchema = TransactionParamsSchema.extend({
  action: z.enum(['confirm', 'reject', 'payout']),
})
