import type { RecordAdminAction } from '../../db/admin-audit.ts'
import type { Database } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { registerAdminConsoleRoutes } from './admin-console.routes.ts'
import type { MailReviewDecision, NotifyReviewDecision } from './review-domains.ts'

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
    mail: MailReviewDecision
    record: RecordAdminAction
  },
): void {
  const db = deps.database.db
  registerAdminConsoleRoutes(app, {
    db,
    notify: deps.notify,
    mail: deps.mail,
    record: deps.record,
    listingChanged: (name) => deps.listingChanges.changed([name]),
  })
}
