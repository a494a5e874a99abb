import {
  DocumentQuerySchema,
  LeaseInvoiceParamsSchema,
  TransactionParamsSchema,
} from '@namefolio/core/sales/sales-requests.contract'
import type { FastifyReply } from 'fastify'
import type { ZodApp } from '../../http/zod-app.ts'
import { pdfUrlOf, sendHtml, sendPdf } from './document-replies.ts'
import type { InvoiceDocument, SalesDocuments } from './sales-documents.ts'
import { writeInvoicePdf } from './sales-pdf.ts'
import { renderInvoice } from './sales.pages.ts'
import type { SalesService } from './sales.service.ts'
import { getVisibleTransaction } from './transaction-viewer.ts'

const tags = ['sales']

/** The invoice as a printable page, or the same as PDF with `?format=pdf` (decision 808). */
function sendInvoice(
  reply: FastifyReply,
  request: { url: string; query: { format: 'html' | 'pdf' } },
  invoice: InvoiceDocument,
) {
  if (request.query.format === 'pdf') {
    const name = `${invoice.documentName.toLowerCase()}-${invoice.invoiceNumber}`
    return sendPdf(reply, name, writeInvoicePdf(invoice))
  }
  return sendHtml(reply, renderInvoice({ ...invoice, pdfUrl: pdfUrlOf(request.url) }))
}

/** Invoices (receipts for the buyer): pages and PDFs, not JSON. */
export function registerInvoiceRoutes(
  app: ZodApp,
  deps: { sales: SalesService; documents: SalesDocuments },
): void {
  const { sales, documents } = deps

  app.get(
    '/api/v1/transactions/:transactionId/sales/invoice',
    { schema: { tags, params: TransactionParamsSchema, querystring: DocumentQuerySchema } },
    async (request, reply) => {
      const { transactionId } = request.params
      const { row, viewer } = await getVisibleTransaction(sales, request, transactionId)
      return sendInvoice(reply, request, await documents.saleInvoice(row, viewer))
    },
  )

  app.get(
    '/api/v1/transactions/:transactionId/leased/invoice/:invoiceId',
    { schema: { tags, params: LeaseInvoiceParamsSchema, querystring: DocumentQuerySchema } },
    async (request, reply) => {
      const { transactionId, invoiceId } = request.params
      const { row, viewer } = await getVisibleTransaction(sales, request, transactionId)
      return sendInvoice(reply, request, await documents.leaseInvoice(row, viewer, invoiceId))
    },
  )
}
