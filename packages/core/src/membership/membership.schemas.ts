import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  AdminChangePlanBodySchema,
  AdminMembershipParamsSchema,
  AdminMembershipSchema,
  AutoRenewBodySchema,
  DowngradeMembershipBodySchema,
  MembershipQuoteQuerySchema,
  MembershipQuoteSchema,
  MyMembershipSchema,
  PurchaseMembershipBodySchema,
} from './membership.contract.ts'

/**
 * The zod schemas of each `membershipEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only.
 */
export const membershipSchemas = {
  mine: { response: MyMembershipSchema },
  quote: { query: MembershipQuoteQuerySchema, response: MembershipQuoteSchema },
  purchase: { body: PurchaseMembershipBodySchema, response: MyMembershipSchema },
  downgrade: { body: DowngradeMembershipBodySchema, response: MyMembershipSchema },
  autoRenew: { body: AutoRenewBodySchema, response: MyMembershipSchema },
  adminChangePlan: {
    params: AdminMembershipParamsSchema,
    body: AdminChangePlanBodySchema,
    response: AdminMembershipSchema,
  },
} satisfies Record<string, EndpointSchemas>
