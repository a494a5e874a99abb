import type { Db } from '../../db/client.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { registerAdminHealthRoutes } from './admin-health.routes.ts'
import { captureRecentErrors } from './capture-errors.ts'

/** The health page's API and the capture of the errors it shows (issue 19, decision 1346). */
export function registerAdminHealth(app: ZodApp, deps: { db: Db; jobs: Jobs }): void {
  captureRecentErrors(app, deps.db, deps.jobs)
  registerAdminHealthRoutes(app, deps)
}
