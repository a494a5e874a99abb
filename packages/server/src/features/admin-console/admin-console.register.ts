import type { Database } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { registerAdminAuditLogRoutes } from './admin-audit-log.routes.ts'
import { registerAdminConsoleRoutes } from './admin-console.routes.ts'
import type { NotifyReviewDecision } from './review-domains.ts'

/**
 * The admin console's review queue, accounts and audit log (issue 19). `notify` is the
 * notifications feature's, handed in by the wiring (features do not import each other).
 */
export function registerAdminConsole(
  app: ZodApp,
  deps: { database: Database; listingChanges: ListingChanges; notify: NotifyReviewDecision },
): void {
  const db = deps.database.db
  registerAdminConsoleRoutes(app, {
    db,
    notify: deps.notify,
    listingChanged: (name) => deps.listingChanges.changed([name]),
  })
  registerAdminAuditLogRoutes(app, { db })
}
