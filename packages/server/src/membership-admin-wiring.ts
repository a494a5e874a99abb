import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import type { ListingChanges } from './db/listing-changes.ts'
import { recordAdminAction } from './features/admin-audit/admin-audit.repository.ts'
import type { SalesClock } from './features/sales/sales-clock.ts'
import { registerSwitchboardRoutes } from './features/switchboard/switchboard.routes.ts'
import type { ZodApp } from './http/zod-app.ts'
import type { Jobs } from './jobs/jobs.ts'
import type { Mailer } from './mail/mailer.ts'

export type MembershipAdminDeps = {
  env: Env
  database: Database
  jobs: Jobs
  mailer: Mailer | null
  /** The money clock: membership expiry and renewals read it, as sales do (decision 902). */
  moneyClock: SalesClock
  listingChanges: ListingChanges
}

/**
 * Membership plans, the switchboard and the admin console (issue 19): every route, job and test
 * control of those features, registered in one place so app.ts stays a table of features.
 */
export function registerMembershipAndAdmin(app: ZodApp, deps: MembershipAdminDeps): void {
  void app
  void deps
  registerSwitchboardRoutes(app, { db: deps.database.db, recordAdminAction })
}
