import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  AccountBoostPatchSchema,
  AccountBoostSchema,
  DiscountClubSchema,
  PartnerStatusSchema,
} from './standing.contract.ts'

/**
 * The zod schemas of each `accountStandingEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const accountStandingSchemas = {
  boost: { response: AccountBoostSchema },
  updateBoost: { body: AccountBoostPatchSchema, response: AccountBoostSchema },
  discountClub: { response: DiscountClubSchema },
  partnerStatus: { response: PartnerStatusSchema },
} satisfies Record<string, EndpointSchemas>
