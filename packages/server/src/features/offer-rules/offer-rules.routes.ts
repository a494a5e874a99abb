import { offerRuleEndpoints } from '@namefolio/core/negotiations/offer-rules.endpoints'
import { offerRuleSchemas } from '@namefolio/core/negotiations/offer-rules.schemas'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listOfferRules, removeOfferRule, setOfferRulePaused } from './manage-offer-rules.ts'
import { saveOfferRule } from './save-offer-rule.ts'

const tags = ['offer-rules']

/** Offer rules (issue 24, decision 1100): the seller's own, seller role only. */
export function registerOfferRuleRoutes(app: ZodApp, deps: { db: Db }): void {
  const { db } = deps
  const E = offerRuleEndpoints
  const seller = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'seller')

  serveEndpoint(app, E.list, { tags, schemas: offerRuleSchemas.list }, async (request) =>
    listOfferRules(db, seller(request).id, request.query.domainName),
  )

  serveEndpoint(app, E.save, { tags, schemas: offerRuleSchemas.save }, async (request) =>
    saveOfferRule(db, seller(request).id, request.body),
  )

  serveEndpoint(app, E.setPaused, { tags, schemas: offerRuleSchemas.setPaused }, async (request) =>
    setOfferRulePaused(db, seller(request).id, request.params.ruleId, request.body.paused),
  )

  serveEndpoint(app, E.remove, { tags, schemas: offerRuleSchemas.remove }, async (request) => {
    const { ruleId } = request.params
    if (!(await removeOfferRule(db, seller(request).id, ruleId))) {
      throw new AppError('NOT_FOUND', 'No such offer rule.')
    }
    return { deleted: true as const, id: ruleId }
  })
}
