import type { Db } from './db/client.ts'
import type { ZodApp } from './http/zod-app.ts'
import { findOfferRulesForDomain } from './features/offer-rules/manage-offer-rules.ts'
import { registerOfferRuleRoutes } from './features/offer-rules/offer-rules.routes.ts'

/**
 * Offer rules (issue 24), wired: registers the routes and answers the lookup the leads service
 * applies when a buyer's offer arrives, to spread into its dependencies. Features do not import
 * each other, so the lookup travels through here.
 */
export function wireOfferRules(app: ZodApp, db: Db) {
  registerOfferRuleRoutes(app, { db })
  return { offerRules: findOfferRulesForDomain }
}
