import { endpoint } from '../http/endpoint.ts'
import type { paymentSchemas as S } from './payments.schemas.ts'

/** The seller's payout accounts and payout mode; changes need a recent sign-in (decision 990). */
export const paymentEndpoints = {
  accounts: endpoint<typeof S.accounts>()('GET', '/api/v1/account/payments'),
  accountsV2: endpoint<typeof S.accountsV2>()('GET', '/api/v2/account/payments'),
  add: endpoint<typeof S.add>()('POST', '/api/v1/account/payments'),
  addV2: endpoint<typeof S.addV2>()('POST', '/api/v2/account/payment'),
  remove: endpoint<typeof S.remove>()('DELETE', '/api/v1/account/payments/:capId'),
  isPayable: endpoint<typeof S.isPayable>()('GET', '/api/v1/account/payments/:capId/isPayable'),
  payee: endpoint<typeof S.payee>()('PATCH', '/api/v1/account/payee'),
}
