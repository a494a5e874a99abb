import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  DeleteOfferRuleResultSchema,
  OfferRuleInputSchema,
  OfferRuleListQuerySchema,
  OfferRuleListSchema,
  OfferRuleParamsSchema,
  OfferRulePausedSchema,
  OfferRuleSchema,
} from './offer-rules.contract.ts'

const one = { params: OfferRuleParamsSchema }

/**
 * The zod schemas of each `offerRuleEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const offerRuleSchemas = {
  list: { query: OfferRuleListQuerySchema, response: OfferRuleListSchema },
  save: { body: OfferRuleInputSchema, response: OfferRuleSchema },
  setPaused: { ...one, body: OfferRulePausedSchema, response: OfferRuleSchema },
  remove: { ...one, response: DeleteOfferRuleResultSchema },
} satisfies Record<string, EndpointSchemas>
