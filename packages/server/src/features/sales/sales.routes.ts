import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { DEFAULT_LIST_PAGE_SIZE } from '@namefolio/core/constants/limits'
import { PAYOUT_MODES } from '@namefolio/core/sales/transaction-status'
import {
  PayoutAccountInputSchema,
  PayoutAccountListSchema,
  PayoutAccountSchema,
  TaxInputSchema,
  TaxProfileAnswerSchema,
} from '@namefolio/core/sales/payee.contract'
import {
  LeasedPageSchema,
  PayoutDetailSchema,
  PurchasePageSchema,
  RegistrarListSchema,
  SalePageSchema,
  SalesDashboardSchema,
  StatementPageSchema,
  TransactionDetailSchema,
} from '@namefolio/core/sales/sales.contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { payouts, transactions } from '../../db/schema/sales.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole, requireUser } from '../../http/auth.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { createIdempotency, requireIdempotencyKey } from './idempotency.ts'
import type { Payee } from './payee.service.ts'
import { createSalesExports } from './sales-exports.ts'
import { renderInvoice, renderStatement } from './sales.pages.ts'
import { createSalesDocuments } from './sales-documents.ts'
import { writeInvoicePdf, writeStatementPdf } from './sales-pdf.ts'
import { SOLD_SORT_KEYS, type SalesQueries } from './sales.queries.ts'
import type { SalesService } from './sales.service.ts'
import type { SalesClock } from './sales-clock.ts'
import { DAY_MS } from './sales-clock.ts'

const tags = ['sales']
const Paging = {
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_LIST_PAGE_SIZE),
  order: z.enum(['asc', 'desc']).optional(),
}
const TxParams = z.object({ transactionId: z.uuid() })
/**
 * Reconciliation looks back at most a year: orders older than that were settled long ago,
 * and an unbounded age overflowed the cutoff date into a 500 (issue 12, decision 931).
 */
const RECONCILE_MAX_AGE_SECONDS = 366 * 24 * 60 * 60
const ReconcileBodySchema = z
  .object({ olderThanSeconds: z.number().int().min(0).max(RECONCILE_MAX_AGE_SECONDS).default(60) })
  .default({ olderThanSeconds: 60 })
/** Invoices and statements: the printable page by default, or the PDF (decision 808). */
const DocumentQuery = z.object({ format: z.enum(['html', 'pdf']).default('html') })

function sendHtml(reply: FastifyReply, page: string) {
  return reply.type('text/html; charset=utf-8').send(page)
}
/** Streams the PDF; `inline` opens it in the browser's viewer, the link's `download` saves it. */
function sendPdf(reply: FastifyReply, name: string, doc: PDFKit.PDFDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(doc)
}
function pdfUrlOf(url: string): string {
  return `${url.split('?')[0]}?format=pdf`
}

/** Registrars a seller can push at (GET v1/transactions/registrars). */
export const REGISTRARS = [
  'GoDaddy',
  'Namecheap',
  'Dynadot',
  'Porkbun',
  'Gandi',
  'Name.com',
  'OTHER',
] as const

export function registerSalesRoutes(
  app: ZodApp,
  deps: {
    db: Db
    sales: SalesService
    queries: SalesQueries
    payee: Payee
    clock: SalesClock
    isSandbox: boolean
  },
): void {
  const { sales, queries, payee, db } = deps
  const exportsCsv = createSalesExports(db)
  const idempotency = createIdempotency(db)
  const documents = createSalesDocuments({ db, queries, isSandbox: deps.isSandbox })

  async function visibleTransaction(request: Parameters<typeof requireUser>[0], id: string) {
    const user = requireUser(request)
    const row = await sales.getTransaction(id)
    const viewer =
      row.sellerId === user.id
        ? 'seller'
        : row.buyerId === user.id
          ? 'buyer'
          : user.roles.includes('admin')
            ? 'admin'
            : null
    if (!viewer) throw new AppError('NOT_FOUND', 'No such transaction.')
    return { row, viewer, user } as const
  }

  /** Replays the first answer for a repeated Idempotency-Key (payout requests). */
  async function once<T>(
    userId: string,
    scope: string,
    key: string,
    body: unknown,
    run: () => Promise<T>,
  ): Promise<T> {
    const claim = await idempotency.claim(userId, scope, key, body)
    if (claim.kind === 'replay') return claim.response as T
    const result = await run()
    await idempotency.finish(userId, scope, key, 200, result)
    return result
  }

  app.get(
    '/api/v1/sales',
    {
      schema: {
        tags,
        querystring: z.object({ ...Paging, sort: z.enum(SOLD_SORT_KEYS).default('saleDate') }),
        response: { 200: SalePageSchema },
      },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      const q = request.query
      return queries.listSales(user.id, {
        ...q,
        order: q.order ?? (q.sort === 'saleDate' ? 'desc' : 'asc'),
      })
    },
  )

  app.get(
    '/api/v1/sales/:saleId/details',
    {
      schema: {
        tags,
        params: z.object({ saleId: z.uuid() }),
        response: { 200: TransactionDetailSchema },
      },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      return queries.details(
        await sales.sellerTransaction(user.id, request.params.saleId),
        'seller',
      )
    },
  )

  app.get(
    '/api/v1/transactions/leased',
    {
      schema: {
        tags,
        querystring: z.object({
          ...Paging,
          sort: z.enum(['domain', 'saleDate', 'salePrice', 'status']).default('domain'),
        }),
        response: { 200: LeasedPageSchema },
      },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      const q = request.query
      return queries.listLeased(user.id, { ...q, order: q.order ?? 'asc' })
    },
  )

  app.get('/api/v1/transactions/leased/export', { schema: { tags } }, async (request, reply) => {
    const user = requireRole(request, 'seller')
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leased.csv"')
      .send(exportsCsv.leasedCsv(user.id))
  })
  app.get('/api/v1/sales/export', { schema: { tags } }, async (request, reply) => {
    const user = requireRole(request, 'seller')
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sales.csv"')
      .send(exportsCsv.salesCsv(user.id))
  })
  app.get(
    '/api/v1/parking/export',
    {
      schema: {
        tags,
        querystring: z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() }),
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'seller')
      const until = request.query.to ? new Date(`${request.query.to}T00:00:00Z`) : new Date()
      const since = request.query.from
        ? new Date(`${request.query.from}T00:00:00Z`)
        : new Date(until.getTime() - 7 * DAY_MS)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="parking.csv"')
        .send(exportsCsv.parkingCsv(user.id, since, new Date(until.getTime() + DAY_MS)))
    },
  )

  app.get(
    '/api/v1/transactions/leased/:transactionId',
    { schema: { tags, params: TxParams, response: { 200: TransactionDetailSchema } } },
    async (request) => {
      const { row, viewer } = await visibleTransaction(request, request.params.transactionId)
      if (row.kind !== 'LEASE') throw new AppError('NOT_FOUND', 'No such lease.')
      return queries.details(row, viewer)
    },
  )
  app.post(
    '/api/v1/transactions/leased/:transactionId/relist',
    { schema: { tags, params: TxParams } },
    async (request) => {
      const user = requireRole(request, 'seller')
      return sales.relistDomain(user.id, request.params.transactionId)
    },
  )

  app.get(
    '/api/v1/transactions/registrars',
    { schema: { tags, response: { 200: RegistrarListSchema } } },
    async () => ({ items: REGISTRARS.map((name) => ({ name })) }),
  )

  app.get(
    '/api/v1/transactions/:transactionId',
    { schema: { tags, params: TxParams, response: { 200: TransactionDetailSchema } } },
    async (request) => {
      const { row, viewer } = await visibleTransaction(request, request.params.transactionId)
      return queries.details(row, viewer)
    },
  )

  app.patch(
    '/api/v1/transactions/:transactionId/transfer/authCode',
    {
      schema: {
        tags,
        params: TxParams,
        body: z.object({ authCode: z.string().trim().min(4).max(128) }),
        response: { 200: TransactionDetailSchema },
      },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      await sales.provideAuthCode(user.id, request.params.transactionId, request.body.authCode)
      return queries.details(
        await sales.sellerTransaction(user.id, request.params.transactionId),
        'seller',
      )
    },
  )
  app.patch(
    '/api/v1/transactions/:transactionId/transfer/registrar',
    {
      schema: {
        tags,
        params: TxParams,
        body: z.object({
          registrar: z.enum(REGISTRARS),
          otherRegistrarName: z.string().trim().max(100).optional(),
        }),
        response: { 200: TransactionDetailSchema },
      },
    },
    async (request) => {
      const user = requireRole(request, 'seller')
      if (request.body.registrar === 'OTHER' && !request.body.otherRegistrarName) {
        throw new AppError('VALIDATION', 'Name the registrar.', {
          fields: [{ field: 'otherRegistrarName', code: 'transfer.otherRegistrarName.required' }],
        })
      }
      await sales.pushAtRegistrar(user.id, request.params.transactionId, request.body)
      return queries.details(
        await sales.sellerTransaction(user.id, request.params.transactionId),
        'seller',
      )
    },
  )
  app.post(
    '/api/v1/transactions/:transactionId/cancel',
    {
      schema: {
        tags,
        params: TxParams,
        body: z.object({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: TransactionDetailSchema },
      },
    },
    async (request) => {
      const { row, viewer, user } = await visibleTransaction(request, request.params.transactionId)
      if (viewer === 'seller') throw new AppError('FORBIDDEN', 'Ask support to cancel a sale.')
      await sales.cancel(row.id, { role: viewer, id: user.id }, request.body.reason)
      return queries.details(await sales.getTransaction(row.id), viewer)
    },
  )

  // Invoices: printable HTML pages, or the same as PDF with ?format=pdf (decision 808).
  app.get(
    '/api/v1/transactions/:transactionId/sales/invoice',
    { schema: { tags, params: TxParams, querystring: DocumentQuery } },
    async (request, reply) => {
      const { row, viewer } = await visibleTransaction(request, request.params.transactionId)
      const invoice = await documents.saleInvoice(row, viewer)
      return request.query.format === 'pdf'
        ? sendPdf(
            reply,
            `${invoice.documentName.toLowerCase()}-${invoice.invoiceNumber}`,
            writeInvoicePdf(invoice),
          )
        : sendHtml(reply, renderInvoice({ ...invoice, pdfUrl: pdfUrlOf(request.url) }))
    },
  )
  app.get(
    '/api/v1/transactions/:transactionId/leased/invoice/:invoiceId',
    {
      schema: {
        tags,
        params: TxParams.extend({ invoiceId: z.uuid() }),
        querystring: DocumentQuery,
      },
    },
    async (request, reply) => {
      const { row, viewer } = await visibleTransaction(request, request.params.transactionId)
      const invoice = await documents.leaseInvoice(row, viewer, request.params.invoiceId)
      return request.query.format === 'pdf'
        ? sendPdf(
            reply,
            `${invoice.documentName.toLowerCase()}-${invoice.invoiceNumber}`,
            writeInvoicePdf(invoice),
          )
        : sendHtml(reply, renderInvoice({ ...invoice, pdfUrl: pdfUrlOf(request.url) }))
    },
  )

  app.get(
    '/api/v1/stats/sales/dashboard',
    { schema: { tags: ['stats'], response: { 200: SalesDashboardSchema } } },
    async (request) => {
      const user = requireRole(request, 'seller')
      return queries.dashboard(user.id, deps.clock.now())
    },
  )

  app.get(
    '/api/v1/purchases/domains',
    {
      schema: { tags, querystring: z.object(Paging), response: { 200: PurchasePageSchema } },
    },
    async (request) => {
      const user = requireUser(request)
      return queries.listPurchases(user.id, request.query)
    },
  )
  app.post(
    '/api/v1/purchases/leases/:transactionId/payoff',
    { schema: { tags, params: TxParams } },
    async (request) => {
      const user = requireUser(request)
      const key = requireIdempotencyKey(request)
      return once(user.id, 'payoff', key, request.params, () =>
        sales.payOffLease(user.id, request.params.transactionId, key),
      )
    },
  )

  // Payouts.
  app.get(
    '/api/v1/payouts/:payoutId',
    {
      schema: {
        tags,
        params: z.object({ payoutId: z.uuid() }),
        response: { 200: PayoutDetailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const [p] = await db.select().from(payouts).where(eq(payouts.id, request.params.payoutId))
      if (!p || (p.sellerId !== user.id && !user.roles.includes('admin')))
        throw new AppError('NOT_FOUND', 'No such payout.')
      const [t] = await db
        .select({ domainName: transactions.domainName })
        .from(transactions)
        .where(eq(transactions.id, p.transactionId))
      return {
        payoutId: p.id,
        transactionId: p.transactionId,
        domain: t?.domainName ?? null,
        installmentId: p.installmentId,
        amount: p.amountMicros,
        status: p.status,
        mode: p.mode,
        method: p.method,
        scheduledFor: p.scheduledFor?.toISOString() ?? null,
        paidAt: p.paidAt?.toISOString() ?? null,
        providerPayoutId: p.providerPayoutId,
        sandbox: deps.isSandbox,
      }
    },
  )
  /** A MANUAL payout is requested by its seller (or any by an admin), under an Idempotency-Key. */
  app.post(
    '/api/v1/payouts/:payoutId/issue',
    { schema: { tags, params: z.object({ payoutId: z.uuid() }) } },
    async (request) => {
      const user = requireUser(request)
      const key = requireIdempotencyKey(request)
      const [p] = await db.select().from(payouts).where(eq(payouts.id, request.params.payoutId))
      const isAdmin = user.roles.includes('admin')
      if (!p || (p.sellerId !== user.id && !isAdmin))
        throw new AppError('NOT_FOUND', 'No such payout.')
      return once(user.id, 'payout', key, request.params, async () => {
        const paid = await sales.issuePayout(p.id, {
          role: isAdmin ? 'admin' : 'seller',
          id: user.id,
        })
        return {
          payoutId: paid.id,
          status: paid.status,
          amount: paid.amountMicros,
          paidAt: paid.paidAt?.toISOString() ?? null,
        }
      })
    },
  )

  // Payout accounts, payee and tax (changes need a recent sign-in).
  const listAccounts = async (request: Parameters<typeof requireUser>[0]) => {
    const user = requireRole(request, 'seller')
    const items = await payee.listAccounts(user.id)
    return { items, total: items.length, sandbox: deps.isSandbox }
  }
  const listSchema = { tags: ['account'], response: { 200: PayoutAccountListSchema } }
  app.get('/api/v1/account/payments', { schema: listSchema }, listAccounts)
  app.get('/api/v2/account/payments', { schema: listSchema }, listAccounts)
  const addAccount = async (
    request: Parameters<typeof requireUser>[0] & {
      body: z.output<typeof PayoutAccountInputSchema>
    },
  ) => {
    const user = requireRecentSignIn(request, 'high')
    return payee.addAccount(user.id, request.body)
  }
  app.post(
    '/api/v1/account/payments',
    {
      schema: {
        tags: ['account'],
        body: PayoutAccountInputSchema,
        response: { 200: PayoutAccountSchema },
      },
    },
    addAccount,
  )
  app.post(
    '/api/v2/account/payment',
    {
      schema: {
        tags: ['account'],
        body: PayoutAccountInputSchema,
        response: { 200: PayoutAccountSchema },
      },
    },
    addAccount,
  )
  app.delete(
    '/api/v1/account/payments/:capId',
    { schema: { tags: ['account'], params: z.object({ capId: z.uuid() }) } },
    async (request) => {
      const user = requireRecentSignIn(request, 'high')
      return payee.removeAccount(user.id, request.params.capId)
    },
  )
  app.get(
    '/api/v1/account/payments/:capId/isPayable',
    { schema: { tags: ['account'], params: z.object({ capId: z.uuid() }) } },
    async (request) => {
      const user = requireRole(request, 'seller')
      const account = await payee.getAccount(user.id, request.params.capId)
      return { capId: account.capId, isPayable: account.isPayable }
    },
  )
  app.get(
    '/api/v1/account/tax',
    { schema: { tags: ['account'], response: { 200: TaxProfileAnswerSchema } } },
    async (request) => {
      const user = requireRole(request, 'seller')
      return { tax: await payee.getTax(user.id) }
    },
  )
  app.patch(
    '/api/v1/account/tax',
    {
      schema: {
        tags: ['account'],
        body: TaxInputSchema,
        response: { 200: TaxProfileAnswerSchema },
      },
    },
    async (request) => {
      const user = requireRecentSignIn(request, 'high')
      return { tax: await payee.saveTax(user.id, request.body) }
    },
  )
  app.patch(
    '/api/v1/account/payee',
    {
      schema: {
        tags: ['account'],
        body: z.object({ payoutMode: z.enum(PAYOUT_MODES).optional() }),
      },
    },
    async (request) => {
      const user = requireRecentSignIn(request, 'high')
      return { tax: await payee.savePayee(user.id, request.body) }
    },
  )

  app.get(
    '/api/v1/account/statements',
    { schema: { tags: ['account'], response: { 200: StatementPageSchema } } },
    async (request) => {
      const user = requireRole(request, 'seller')
      return queries.statements(user.id)
    },
  )
  app.get(
    '/api/v1/account/statements/:month',
    {
      schema: {
        tags: ['account'],
        params: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }),
        querystring: DocumentQuery,
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'seller')
      const statement = await documents.statement(user, request.params.month)
      return request.query.format === 'pdf'
        ? sendPdf(reply, `statement-${statement.month}`, writeStatementPdf(statement))
        : sendHtml(reply, renderStatement({ ...statement, pdfUrl: pdfUrlOf(request.url) }))
    },
  )

  // Admin JSON API (the /admin/transfers page uses the same service calls).
  app.get('/api/v1/admin/transfers', { schema: { tags: ['admin'] } }, async (request) => {
    requireRole(request, 'admin')
    const rows = await queries.adminTransfers()
    return {
      items: rows.map((r) => ({
        transactionId: r.id,
        domain: r.domainName,
        kind: r.kind,
        status: r.status,
        transferType: r.transferType,
      })),
    }
  })
  app.post(
    '/api/v1/admin/transactions/:transactionId/transfer/confirm',
    { schema: { tags: ['admin'], params: TxParams } },
    async (request) => {
      const admin = requireRole(request, 'admin')
      await sales.confirmTransfer(request.params.transactionId, { role: 'admin', id: admin.id })
      return queries.details(await sales.getTransaction(request.params.transactionId), 'admin')
    },
  )
  app.post(
    '/api/v1/admin/transactions/:transactionId/transfer/reject',
    {
      schema: {
        tags: ['admin'],
        params: TxParams,
        body: z.object({ note: z.string().max(500).default('The auth code did not work') }),
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin')
      await sales.rejectTransfer(
        request.params.transactionId,
        { role: 'admin', id: admin.id },
        request.body.note,
      )
      return queries.details(await sales.getTransaction(request.params.transactionId), 'admin')
    },
  )
  app.post(
    '/api/v1/admin/payments/reconcile',
    {
      schema: {
        tags: ['admin'],
        body: ReconcileBodySchema,
      },
    },
    async (request) => {
      requireRole(request, 'admin')
      return sales.reconcileOrders(request.body.olderThanSeconds)
    },
  )
}
