import { Readable } from 'node:stream'
import { exportFileName } from '@namefolio/core/portfolio/portfolio-export-csv'
import { PortfolioExportQuerySchema } from '@namefolio/core/portfolio/portfolio-export.contract'
import { portfolioExportEndpoints } from '@namefolio/core/portfolio/portfolio-export.endpoints'
import type { Db } from '../../../db/client.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import { requireListViewer } from '../list-viewer.ts'
import type { CheckoutLinkUrl } from '../portfolio.repository.ts'
import { exportPortfolio } from './export-portfolio.ts'

/**
 * `GET /api/v2/domains/export` (decision 280): the signed-in seller's view, filter and sort as
 * a CSV download, streamed as the database is read. Purchases are a buyer's too (decision 282).
 */
export function registerPortfolioExportRoutes(
  app: ZodApp,
  deps: { db: Db; checkoutLinkUrl: CheckoutLinkUrl },
) {
  const E = portfolioExportEndpoints.exportDomains
  app.route({
    method: E.method,
    url: E.path,
    schema: { tags: ['portfolio'], querystring: PortfolioExportQuerySchema },
    handler: async (request, reply) => {
      const query = request.query
      const userId = requireListViewer(request, query.view).id
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(query.view, new Date())}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Readable.from(exportPortfolio(deps, userId, query), { highWaterMark: 1 }))
    },
  })
}
