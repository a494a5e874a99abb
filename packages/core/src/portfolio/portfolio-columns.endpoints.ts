import { endpoint } from '../http/endpoint.ts'
import type {
  ColumnChoiceInputSchema,
  ColumnChoiceSchema,
  ColumnChoicesSchema,
  ColumnViewParamsSchema,
} from './portfolio-columns.contract.ts'

/** The portfolio column chooser, saved per user and view (issue 15; decisions 285, 990). */
export const portfolioColumnEndpoints = {
  list: endpoint<{ response: typeof ColumnChoicesSchema }>()(
    'GET',
    '/api/v1/account/portfolio-columns',
  ),
  save: endpoint<{
    params: typeof ColumnViewParamsSchema
    body: typeof ColumnChoiceInputSchema
    response: typeof ColumnChoiceSchema
  }>()('PUT', '/api/v1/account/portfolio-columns/:view'),
}
