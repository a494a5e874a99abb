import type { FastifyInstance } from 'fastify'
import type { ZodApp } from '../../http/zod-app.ts'
import { createPartnerAdmin } from './manage-partners.ts'
import { registerPartnerAdminRoutes, registerPartnerOptInRoutes } from './partner-admin.routes.ts'
import { registerPartnerApiRoutes } from './partner-api.routes.ts'
import type { PartnerDeps } from './partner-deps.ts'
import { registerPartnerGate } from './partner-gate.ts'
import { createPartnerOptIn } from './partner-opt-in.ts'

/**
 * The distribution network (issue 24): the partner API behind its gate, the admin's partner
 * accounts and keys, and the sellers' opt-in.
 */
export function registerPartners(app: FastifyInstance, deps: PartnerDeps): void {
  const zapp = app as unknown as ZodApp
  registerPartnerGate(app, { db: deps.db, now: deps.now })
  registerPartnerApiRoutes(zapp, deps)
  registerPartnerAdminRoutes(zapp, createPartnerAdmin({ db: deps.db, now: deps.now }))
  registerPartnerOptInRoutes(zapp, createPartnerOptIn({ db: deps.db, now: deps.now }))
}
