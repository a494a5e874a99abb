import type { FastifyInstance } from 'fastify'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { createChangeNotifications } from './db/change-notifications.ts'
import { createListingChanges, type ListingChanges } from './db/listing-changes.ts'
import type { AppMetrics } from './features/metrics/app-metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing changes of this process and, on PostgreSQL, of the others (decision 1291). */
    listingChanges: ListingChanges
  }
}

/**
 * The listing-change signal (decision 850) for this app: in-process on PGlite, and on
 * PostgreSQL also to and from every other server process over LISTEN/NOTIFY (decision 1291),
 * listening from the app's ready hook until it closes. Also `app.listingChanges`.
 */
export function wireListingChanges(
  app: FastifyInstance,
  deps: { env: Env; database: Database; metrics?: Pick<AppMetrics, 'countNotificationHeard'> },
): ListingChanges {
  const { env, database, metrics } = deps
  const notifications =
    database.kind === 'postgresql' && env.databaseUrl
      ? createChangeNotifications({
          url: env.databaseUrl,
          db: database.db,
          onError: (err) => app.log.warn({ err }, 'change notifications between processes'),
          ...(metrics ? { onHeard: metrics.countNotificationHeard } : {}),
        })
      : null
  const listingChanges = createListingChanges(notifications ? { notifications } : {})
  if (notifications) {
    app.addHook('onReady', () => notifications.start())
    app.addHook('onClose', () => notifications.close())
  }
  app.decorate('listingChanges', listingChanges)
  return listingChanges
}
