import { switchboardEndpoints } from '@namefolio/core/switchboard/switchboard.endpoints'
import { switchboardSchemas } from '@namefolio/core/switchboard/switchboard.schemas'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import {
  createCohort,
  getSwitchboard,
  setFlag,
  updateCohort,
  type SwitchboardDeps,
} from './edit-switchboard.ts'

const tags = ['admin']

/** The admin switchboard editor (issue 19, spec §6): admins only, every write audited. */
export function registerSwitchboardRoutes(app: ZodApp, deps: SwitchboardDeps): void {
  const e = switchboardEndpoints
  const s = switchboardSchemas
  serveEndpoint(app, e.switchboard, { tags, schemas: s.switchboard }, async (request) => {
    requireRole(request, 'admin')
    return getSwitchboard(deps.db)
  })
  serveEndpoint(app, e.setFlag, { tags, schemas: s.setFlag }, async (request) => {
    const admin = requireRole(request, 'admin')
    return setFlag(deps, admin.id, request.params.key, request.body)
  })
  serveEndpoint(app, e.createCohort, { tags, schemas: s.createCohort }, async (request) => {
    const admin = requireRole(request, 'admin')
    return createCohort(deps, admin.id, request.body)
  })
  serveEndpoint(app, e.updateCohort, { tags, schemas: s.updateCohort }, async (request) => {
    const admin = requireRole(request, 'admin')
    return updateCohort(deps, admin.id, request.params.cohortId, request.body)
  })
}
