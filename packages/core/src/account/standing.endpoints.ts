import { endpoint } from '../http/endpoint.ts'
import type { accountStandingSchemas as S } from './standing.schemas.ts'

/** The seller's standing (spec §7, issue 18; decisions 1020–1022). */
export const accountStandingEndpoints = {
  boost: endpoint<typeof S.boost>()('GET', '/api/v1/account/boost'),
  updateBoost: endpoint<typeof S.updateBoost>()('PATCH', '/api/v1/account/boost'),
  discountClub: endpoint<typeof S.discountClub>()('GET', '/api/v1/account/ddc'),
  partnerStatus: endpoint<typeof S.partnerStatus>()('GET', '/api/v1/account/partner/status'),
}
