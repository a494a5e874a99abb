import { statementEndpoints } from '@namefolio/core/sales/statements.endpoints'
import { statementSchemas } from '@namefolio/core/sales/statements.schemas'
import {
  DocumentQuerySchema,
  ParkingExportQuerySchema,
  StatementMonthParamsSchema,
} from '@namefolio/core/sales/sales-requests.contract'
import { resolveParkingRange, utcDayOf } from '@namefolio/core/parking/parking-range'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { pdfUrlOf, sendCsv, sendHtml, sendPdf } from './document-replies.ts'
import type { SalesDocuments } from './sales-documents.ts'
import type { SalesExports } from './sales-exports.ts'
import { writeStatementPdf } from './sales-pdf.ts'
import { renderStatement } from './sales.pages.ts'
import type { SalesQueries } from './sales.queries.ts'

/**
 * Parking export's range: the rules of the parking page (spec §9), a reversed or overlong
 * range refused with its message key.
 */
function parkingRangeOf(query: { from?: string | undefined; to?: string | undefined }) {
  const resolved = resolveParkingRange(query, utcDayOf(new Date()))
  if ('problem' in resolved) {
    throw new AppError('VALIDATION', resolved.problem, {
      fields: [{ field: 'from', code: resolved.problem }],
    })
  }
  return resolved.range
}

/** The seller's statements (JSON list, monthly page or PDF) and the CSV exports. */
export function registerStatementRoutes(
  app: ZodApp,
  deps: { queries: SalesQueries; documents: SalesDocuments; exports: SalesExports },
): void {
  const { documents, exports: csv } = deps

  serveEndpoint(
    app,
    statementEndpoints.list,
    { tags: ['account'], schemas: statementSchemas.list },
    async (request) => documents.statementList(requireRole(request, 'seller').id),
  )

  app.get(
    '/api/v1/account/statements/:month',
    {
      schema: {
        tags: ['account'],
        params: StatementMonthParamsSchema,
        querystring: DocumentQuerySchema,
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

  app.get('/api/v1/sales/export', { schema: { tags: ['sales'] } }, async (request, reply) =>
    sendCsv(reply, 'sales.csv', csv.salesCsv(requireRole(request, 'seller').id)),
  )
  app.get(
    '/api/v1/transactions/leased/export',
    { schema: { tags: ['sales'] } },
    async (request, reply) =>
      sendCsv(reply, 'leased.csv', csv.leasedCsv(requireRole(request, 'seller').id)),
  )
  app.get(
    '/api/v1/parking/export',
    { schema: { tags: ['sales'], querystring: ParkingExportQuerySchema } },
    async (request, reply) => {
      const user = requireRole(request, 'seller')
      const range = parkingRangeOf(request.query)
      return sendCsv(reply, 'parking.csv', csv.parkingCsv(user.id, range))
    },
  )
}
