import { endpoint } from '../http/endpoint.ts'
import type { statementSchemas as S } from './statements.schemas.ts'

/**
 * The seller's monthly statements (decision 990). Each statement itself is a printable page or
 * a PDF at `/api/v1/account/statements/{month}`, a plain route, not JSON.
 */
export const statementEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v1/account/statements'),
}
