import { endpoint } from '../http/endpoint.ts'
import type {
  PayeeInputSchema,
  PayoutAccountInputSchema,
  PayoutAccountListSchema,
  PayoutAccountParamsSchema,
  PayoutAccountPayableSchema,
  PayoutAccountRemovedSchema,
  PayoutAccountSchema,
  TaxProfileAnswerSchema,
} from './payee.contract.ts'

type AccountInput = typeof PayoutAccountInputSchema
type Account = typeof PayoutAccountSchema

/** The seller's payout accounts and payout mode; changes need a recent sign-in (decision 990). */
export const paymentEndpoints = {
  accounts: endpoint<{ response: typeof PayoutAccountListSchema }>()(
    'GET',
    '/api/v1/account/payments',
  ),
  accountsV2: endpoint<{ response: typeof PayoutAccountListSchema }>()(
    'GET',
    '/api/v2/account/payments',
  ),
  add: endpoint<{ body: AccountInput; response: Account }>()('POST', '/api/v1/account/payments'),
  addV2: endpoint<{ body: AccountInput; response: Account }>()('POST', '/api/v2/account/payment'),
  remove: endpoint<{
    params: typeof PayoutAccountParamsSchema
    response: typeof PayoutAccountRemovedSchema
  }>()('DELETE', '/api/v1/account/payments/:capId'),
  isPayable: endpoint<{
    params: typeof PayoutAccountParamsSchema
    response: typeof PayoutAccountPayableSchema
  }>()('GET', '/api/v1/account/payments/:capId/isPayable'),
  payee: endpoint<{ body: typeof PayeeInputSchema; response: typeof TaxProfileAnswerSchema }>()(
    'PATCH',
    '/api/v1/account/payee',
  ),
}
