import { notificationEndpoints as endpoints } from '@namefolio/core/notifications/notifications.endpoints'
import { notificationSchemas } from '@namefolio/core/notifications/notifications.schemas'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listWaitingItems } from './list-waiting-items.ts'
import type { NotificationsService } from './notifications.service.ts'

const tags = ['account']

/**
 * The account notification endpoints of spec §7 (decision 450). GET .../preferences is an
 * addition: the spec's PATCH changes the preferences, the form needs to read them.
 */
export function registerNotificationRoutes(
  app: ZodApp,
  deps: { notifications: NotificationsService; db: Db },
): void {
  const { notifications } = deps

  /** What waits for the person, from live data (issue 13, decision 952). */
  serveEndpoint(
    app,
    endpoints.waiting,
    { tags, schemas: notificationSchemas.waiting },
    async (request) => listWaitingItems(deps.db, requireUser(request)),
  )
  serveEndpoint(app, endpoints.list, { tags, schemas: notificationSchemas.list }, async (request) =>
    notifications.listNotifications(requireUser(request), request.query),
  )
  serveEndpoint(
    app,
    endpoints.deleteAll,
    { tags, schemas: notificationSchemas.deleteAll },
    async (request) => notifications.deleteNotifications(requireUser(request), 'all'),
  )
  serveEndpoint(
    app,
    endpoints.countAll,
    { tags, schemas: notificationSchemas.countAll },
    async (request) => notifications.countNotifications(requireUser(request), false),
  )
  serveEndpoint(
    app,
    endpoints.countUnread,
    { tags, schemas: notificationSchemas.countUnread },
    async (request) => notifications.countNotifications(requireUser(request), true),
  )
  serveEndpoint(
    app,
    endpoints.preferences,
    { tags, schemas: notificationSchemas.preferences },
    async (request) => notifications.getPreferences(requireUser(request)),
  )
  serveEndpoint(
    app,
    endpoints.updatePreferences,
    { tags, schemas: notificationSchemas.updatePreferences },
    async (request) => notifications.updatePreferences(requireUser(request), request.body),
  )
  serveEndpoint(
    app,
    endpoints.markBulk,
    { tags, schemas: notificationSchemas.markBulk },
    async (request) =>
      notifications.markRead(
        requireUser(request),
        request.body.all ? 'all' : (request.body.ids ?? []),
        request.body.read,
      ),
  )
  serveEndpoint(
    app,
    endpoints.deleteBulk,
    { tags, schemas: notificationSchemas.deleteBulk },
    async (request) => notifications.deleteNotifications(requireUser(request), request.body.ids),
  )
  serveEndpoint(
    app,
    endpoints.markOne,
    { tags, schemas: notificationSchemas.markOne },
    async (request) =>
      notifications.markOne(requireUser(request), request.body.id, request.body.read),
  )
}
