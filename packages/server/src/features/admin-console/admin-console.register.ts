import type { Database } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { registerAdminConsoleRoutes } from './admin-console.routes.ts'
import type { NotifyReviewDecision, RecordAdminAction } from './review-domains.ts'

/**
 * The admin console's review queue and accounts (issue 19). `notify` and `record` are the
 * notifications and admin-audit features', handed in by the wiring (features do not import
 * each other).
 */
export function registerAdminConsole(
  app: ZodApp,
  deps: {
    database: Database
    listingChanges: ListingChanges
    notify: NotifyReviewDecision
    record: RecordAdminAction
  },
): void {
  const db = deps.database.db
  registerAdminConsoleRoutes(app, {
    db,
    notify: deps.notify,
    record: deps.record,
    listingChanged: (name) => deps.listingChanges.changed([name]),
  })
}
