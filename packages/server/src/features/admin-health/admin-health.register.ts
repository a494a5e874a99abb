import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { registerAdminHealthRoutes } from './admin-health.routes.ts'
import { captureRecentErrors } from './capture-errors.ts'

/** The health page's API and the capture of the errors it shows (issue 19, decision 1346). */
export function registerAdminHealth(
  app: ZodApp,
  deps: { db: Db; jobs: Jobs; hasDevConveniences: boolean },
): void {
  captureRecentErrors(app, deps.db, deps.jobs)
  registerAdminHealthRoutes(app, deps)
  if (deps.hasDevConveniences) {
    // Dev and test only, admin only, not in the API docs: an unexpected failure on demand, so
    // a journey can see a 5xx reach the health page's recent errors.
    app.post('/api/v1/test/errors/raise', { schema: { hide: true } }, async (request) => {
      requireRole(request, 'admin')
      throw new Error('A test failure an admin asked for')
    })
  }
}
