import { endpoint } from '../http/endpoint.ts'
import type {
  DeleteOfferRuleResultSchema,
  OfferRuleInputSchema,
  OfferRuleListQuerySchema,
  OfferRuleListSchema,
  OfferRuleParamsSchema,
  OfferRulePausedSchema,
  OfferRuleSchema,
} from './offer-rules.contract.ts'

type One = { params: typeof OfferRuleParamsSchema }

/** The signed-in seller's offer rules (issue 24; decisions 990, 1100). */
export const offerRuleEndpoints = {
  list: endpoint<{
    query: typeof OfferRuleListQuerySchema
    response: typeof OfferRuleListSchema
  }>()('GET', '/api/v1/offer-rules'),
  save: endpoint<{ body: typeof OfferRuleInputSchema; response: typeof OfferRuleSchema }>()(
    'PUT',
    '/api/v1/offer-rules',
  ),
  setPaused: endpoint<
    One & { body: typeof OfferRulePausedSchema; response: typeof OfferRuleSchema }
  >()('PATCH', '/api/v1/offer-rules/:ruleId'),
  remove: endpoint<One & { response: typeof DeleteOfferRuleResultSchema }>()(
    'DELETE',
    '/api/v1/offer-rules/:ruleId',
  ),
}
