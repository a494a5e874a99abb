import { endpoint } from '../http/endpoint.ts'
import type { membershipSchemas as S } from './membership.schemas.ts'

/** The seller's membership plan (issue 19) and the admin's plan change (decision 1310 audit). */
export const membershipEndpoints = {
  mine: endpoint<typeof S.mine>()('GET', '/api/v1/account/membership'),
  quote: endpoint<typeof S.quote>()('GET', '/api/v1/account/membership/quote'),
  purchase: endpoint<typeof S.purchase>()('POST', '/api/v1/account/membership/purchase'),
  downgrade: endpoint<typeof S.downgrade>()('POST', '/api/v1/account/membership/downgrade'),
  autoRenew: endpoint<typeof S.autoRenew>()('PUT', '/api/v1/account/membership/auto-renew'),
  adminChangePlan: endpoint<typeof S.adminChangePlan>()(
    'POST',
    '/api/v1/admin/accounts/:userId/membership',
  ),
}
