import { membershipEndpoints as E } from '@namefolio/core/membership/membership.endpoints'
import { membershipSchemas as S } from '@namefolio/core/membership/membership.schemas'
import { DocumentQuerySchema } from '@namefolio/core/sales/sales-requests.contract'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { adminChangePlan } from './admin-change-plan.ts'
import { buyMembership, quoteMembership } from './buy-membership.ts'
import { scheduleDowngrade, setAutoRenew } from './change-membership.ts'
import type { MembershipDeps } from './membership-deps.ts'
import { getMyMembership, membershipInvoiceNumber } from './membership-view.ts'
import { findOwnInvoice } from './membership.repository.ts'

/** A membership invoice in the shape the sales documents render (decision 808). */
export type MembershipInvoiceDocument = {
  documentName: 'Invoice'
  invoiceNumber: string
  title: string
  date: Date
  seller: string
  buyer: string
  domainName: string
  lines: { label: string; amountMicros: number }[]
  totalMicros: number
  isSandbox: boolean
}

export type SendInvoice = (
  reply: FastifyReply,
  request: { url: string; query: { format: 'html' | 'pdf' } },
  invoice: MembershipInvoiceDocument,
) => FastifyReply | Promise<FastifyReply>

const InvoiceParamsSchema = z.object({
  invoiceId: z.uuid({ message: 'membership.invoice.invalid' }),
})

/** The seller's plan page API (issue 19): each call answers for the signed-in seller only. */
export function registerMembershipRoutes(
  app: ZodApp,
  deps: MembershipDeps & { sendInvoice: SendInvoice },
): void {
  const tags = ['account']
  serveEndpoint(app, E.mine, { tags, schemas: S.mine }, async (request) =>
    getMyMembership(deps, requireRole(request, 'seller')),
  )
  serveEndpoint(app, E.quote, { tags, schemas: S.quote }, async (request) => {
    const user = requireRole(request, 'seller')
    return quoteMembership(deps, user, request.query.plan, request.query.cycle)
  })
  serveEndpoint(app, E.purchase, { tags, schemas: S.purchase }, async (request) => {
    const user = requireRole(request, 'seller')
    await buyMembership(deps, user, request.body)
    return getMyMembership(deps, user)
  })
  serveEndpoint(app, E.downgrade, { tags, schemas: S.downgrade }, async (request) => {
    const user = requireRole(request, 'seller')
    await scheduleDowngrade(deps, user, request.body.plan)
    return getMyMembership(deps, user)
  })
  serveEndpoint(app, E.autoRenew, { tags, schemas: S.autoRenew }, async (request) => {
    const user = requireRole(request, 'seller')
    await setAutoRenew(deps, user, request.body.isAutoRenew)
    return getMyMembership(deps, user)
  })
  serveEndpoint(
    app,
    E.adminChangePlan,
    { tags: ['admin'], schemas: S.adminChangePlan },
    async (request) =>
      adminChangePlan(deps, requireRole(request, 'admin'), request.params.userId, request.body),
  )
  // The invoice of one membership charge: the printable page, or the PDF with ?format=pdf.
  app.get(
    '/api/v1/account/membership/invoices/:invoiceId',
    { schema: { tags, params: InvoiceParamsSchema, querystring: DocumentQuerySchema } },
    async (request, reply) => {
      const user = requireRole(request, 'seller')
      const row = await findOwnInvoice(deps.db, user.id, request.params.invoiceId)
      if (!row) throw new AppError('NOT_FOUND', 'No such invoice.')
      const label = `${row.plan} plan, ${row.cycle === 'YEARLY' ? 'yearly' : 'monthly'}`
      const period = `${row.periodStart.toISOString().slice(0, 10)} to ${row.periodEnd.toISOString().slice(0, 10)}`
      return deps.sendInvoice(reply, request, {
        documentName: 'Invoice',
        invoiceNumber: membershipInvoiceNumber(row.id),
        title: `Membership invoice: ${label}`,
        date: row.createdAt,
        seller: 'Namefolio',
        buyer: user.name,
        domainName: `Membership (${label})`,
        lines: [
          {
            label: `${row.kind === 'UPGRADE' ? 'Upgrade, prorated' : row.kind === 'RENEWAL' ? 'Renewal' : 'Purchase'}: ${period}`,
            amountMicros: row.amountMicros,
          },
        ],
        totalMicros: row.amountMicros,
        isSandbox: deps.payments.isSandbox,
      })
    },
  )
}
