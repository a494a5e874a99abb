import { findRegistrarInstructions } from '@namefolio/core/sales/registrar-instructions'
import { transactionExtrasEndpoints as endpoints } from '@namefolio/core/sales/transaction-extras.endpoints'
import { transactionExtrasSchemas } from '@namefolio/core/sales/transaction-extras.schemas'
import { AppError } from '../../../http/app-error.ts'
import { requireRole, requireUser } from '../../../http/auth.ts'
import { serveEndpoint } from '../../../http/serve-endpoint.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import type { SalesDeps } from '../sales-deps.ts'
import type { SalesService } from '../sales.service.ts'
import { getSalesByPeriod } from '../stats/get-sales-by-period.ts'
import { getVisibleTransaction } from '../transaction-viewer.ts'
import { getDomainTransaction } from './get-domain-transaction.ts'
import { getTransactionMessages } from './list-transaction-messages.ts'
import { postTransactionMessage } from './post-transaction-message.ts'

const tags = ['sales']

/**
 * The rest of spec §7's transaction calls (issue 18): messages in a transaction's history,
 * a registrar's transfer instructions, a domain's open transaction and sales by period.
 */
export function registerTransactionExtrasRoutes(
  app: ZodApp,
  deps: Pick<SalesDeps, 'db' | 'mailer' | 'publicUrl' | 'clock'> & { sales: SalesService },
): void {
  const { db, sales } = deps

  serveEndpoint(
    app,
    endpoints.messages,
    { tags, schemas: transactionExtrasSchemas.messages },
    async (request) => {
      const { row, user } = await getVisibleTransaction(
        sales,
        request,
        request.params.transactionId,
      )
      return getTransactionMessages(db, row.id, user.id)
    },
  )

  serveEndpoint(
    app,
    endpoints.sendMessage,
    { tags, schemas: transactionExtrasSchemas.sendMessage },
    async (request) => {
      const { row, viewer, user } = await getVisibleTransaction(
        sales,
        request,
        request.params.transactionId,
      )
      // An admin reads the thread for support but does not write in it (decision 1050).
      if (viewer === 'admin')
        throw new AppError('FORBIDDEN', 'Only the seller and the buyer write.')
      return postTransactionMessage(deps, row, { id: user.id, role: viewer }, request.body.body)
    },
  )

  serveEndpoint(
    app,
    endpoints.registrarInstructions,
    { tags, schemas: transactionExtrasSchemas.registrarInstructions },
    async (request) => {
      requireUser(request)
      const found = findRegistrarInstructions(request.params.registrarName)
      if (!found) {
        throw new AppError('NOT_FOUND', 'There are no instructions for this registrar.', {
          fields: [{ field: 'registrarName', code: 'registrar.unknown' }],
        })
      }
      return {
        ...found,
        unlock: [...found.unlock],
        authCode: [...found.authCode],
        push: [...found.push],
      }
    },
  )

  serveEndpoint(
    app,
    endpoints.domainTransaction,
    { tags, schemas: transactionExtrasSchemas.domainTransaction },
    async (request) => getDomainTransaction(db, requireUser(request).id, request.params.domainName),
  )

  serveEndpoint(
    app,
    endpoints.salesByPeriod,
    {
      tags: ['stats'],
      schemas: transactionExtrasSchemas.salesByPeriod,
    },
    async (request) =>
      getSalesByPeriod(db, requireRole(request, 'seller').id, request.query, deps.clock.now()),
  )
}
