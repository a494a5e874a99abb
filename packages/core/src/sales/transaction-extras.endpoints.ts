import { endpoint } from '../http/endpoint.ts'
import type { transactionExtrasSchemas as S } from './transaction-extras.schemas.ts'

/** The rest of spec §7's transaction calls (issue 18; decision 990: one contract each). */
export const transactionExtrasEndpoints = {
  sendMessage: endpoint<typeof S.sendMessage>()(
    'PATCH',
    '/api/v1/transactions/:transactionId/message',
  ),
  messages: endpoint<typeof S.messages>()('GET', '/api/v1/transactions/:transactionId/messages'),
  registrarInstructions: endpoint<typeof S.registrarInstructions>()(
    'GET',
    '/api/v1/transactions/registrar/:registrarName',
  ),
  domainTransaction: endpoint<typeof S.domainTransaction>()(
    'GET',
    '/api/v1/domains/:domainName/transaction',
  ),
  salesByPeriod: endpoint<typeof S.salesByPeriod>()('GET', '/api/v2/stats/sales'),
}
