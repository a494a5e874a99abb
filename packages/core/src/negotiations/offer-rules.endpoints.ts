import { endpoint } from '../http/endpoint.ts'
import type { offerRuleSchemas as S } from './offer-rules.schemas.ts'

/** The signed-in seller's offer rules (issue 24; decisions 990, 1100). */
export const offerRuleEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v1/offer-rules'),
  save: endpoint<typeof S.save>()('PUT', '/api/v1/offer-rules'),
  setPaused: endpoint<typeof S.setPaused>()('PATCH', '/api/v1/offer-rules/:ruleId'),
  remove: endpoint<typeof S.remove>()('DELETE', '/api/v1/offer-rules/:ruleId'),
}
