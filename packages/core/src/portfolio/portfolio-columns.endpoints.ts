import { endpoint } from '../http/endpoint.ts'
import type { portfolioColumnSchemas as S } from './portfolio-columns.schemas.ts'

/** The portfolio column chooser, saved per user and view (issue 15; decisions 285, 990). */
export const portfolioColumnEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v1/account/portfolio-columns'),
  save: endpoint<typeof S.save>()('PUT', '/api/v1/account/portfolio-columns/:view'),
}
