import { endpoint } from '../http/endpoint.ts'
import type { z } from 'zod'
import type { PortfolioExportQuerySchema } from './portfolio-export.contract.ts'

/**
 * The portfolio export (decision 280): CSV, not JSON, so its response is the CSV text. The web
 * app links to it (a plain download); the server streams it.
 */
export const portfolioExportEndpoints = {
  exportDomains: endpoint<{
    query: typeof PortfolioExportQuerySchema
    response: z.ZodString
  }>()('GET', '/api/v2/domains/export'),
}
