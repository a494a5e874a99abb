import { endpoint } from '../http/endpoint.ts'
import type {
  AccountBoostPatchSchema,
  AccountBoostSchema,
  DiscountClubSchema,
  PartnerStatusSchema,
} from './standing.contract.ts'

/** The seller's standing (spec §7, issue 18; decisions 1020–1022). */
export const accountStandingEndpoints = {
  boost: endpoint<{ response: typeof AccountBoostSchema }>()('GET', '/api/v1/account/boost'),
  updateBoost: endpoint<{
    body: typeof AccountBoostPatchSchema
    response: typeof AccountBoostSchema
  }>()('PATCH', '/api/v1/account/boost'),
  discountClub: endpoint<{ response: typeof DiscountClubSchema }>()('GET', '/api/v1/account/ddc'),
  partnerStatus: endpoint<{ response: typeof PartnerStatusSchema }>()(
    'GET',
    '/api/v1/account/partner/status',
  ),
}
