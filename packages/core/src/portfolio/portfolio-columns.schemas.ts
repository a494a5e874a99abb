import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  ColumnChoiceInputSchema,
  ColumnChoiceSchema,
  ColumnChoicesSchema,
  ColumnViewParamsSchema,
} from './portfolio-columns.contract.ts'

/**
 * The zod schemas of each `portfolioColumnEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const portfolioColumnSchemas = {
  list: { response: ColumnChoicesSchema },
  save: {
    params: ColumnViewParamsSchema,
    body: ColumnChoiceInputSchema,
    response: ColumnChoiceSchema,
  },
} satisfies Record<string, EndpointSchemas>
