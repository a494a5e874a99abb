import {
  ListNotificationsQuerySchema,
  NotificationBulkDeleteSchema,
  NotificationBulkReadSchema,
  NotificationChangeCountSchema,
  NotificationCountSchema,
  NotificationPageSchema,
  NotificationPreferencesPatchSchema,
  NotificationPreferencesSchema,
  NotificationReadSchema,
  NotificationSchema,
} from '@namefolio/core/notifications/notifications.contract'
import { notificationEndpoints as endpoints } from '@namefolio/core/notifications/notifications.endpoints'
import { WaitingListSchema } from '@namefolio/core/notifications/waiting.contract'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listWaitingItems } from './list-waiting-items.ts'
import type { NotificationsService } from './notifications.service.ts'

const tags = ['account']
const changed = NotificationChangeCountSchema
const count = NotificationCountSchema

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
    { tags, schemas: { response: WaitingListSchema } },
    async (request) => listWaitingItems(deps.db, requireUser(request)),
  )
  serveEndpoint(
    app,
    endpoints.list,
    { tags, schemas: { query: ListNotificationsQuerySchema, response: NotificationPageSchema } },
    async (request) => notifications.listNotifications(requireUser(request), request.query),
  )
  serveEndpoint(
    app,
    endpoints.deleteAll,
    { tags, schemas: { response: changed } },
    async (request) => notifications.deleteNotifications(requireUser(request), 'all'),
  )
  serveEndpoint(app, endpoints.countAll, { tags, schemas: { response: count } }, async (request) =>
    notifications.countNotifications(requireUser(request), false),
  )
  serveEndpoint(
    app,
    endpoints.countUnread,
    { tags, schemas: { response: count } },
    async (request) => notifications.countNotifications(requireUser(request), true),
  )
  serveEndpoint(
    app,
    endpoints.preferences,
    { tags, schemas: { response: NotificationPreferencesSchema } },
    async (request) => notifications.getPreferences(requireUser(request)),
  )
  serveEndpoint(
    app,
    endpoints.updatePreferences,
    {
      tags,
      schemas: {
        body: NotificationPreferencesPatchSchema,
        response: NotificationPreferencesSchema,
      },
    },
    async (request) => notifications.updatePreferences(requireUser(request), request.body),
  )
  serveEndpoint(
    app,
    endpoints.markBulk,
    { tags, schemas: { body: NotificationBulkReadSchema, response: changed } },
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
    { tags, schemas: { body: NotificationBulkDeleteSchema, response: changed } },
    async (request) => notifications.deleteNotifications(requireUser(request), request.body.ids),
  )
  serveEndpoint(
    app,
    endpoints.markOne,
    { tags, schemas: { body: NotificationReadSchema, response: NotificationSchema } },
    async (request) =>
      notifications.markOne(requireUser(request), request.body.id, request.body.read),
  )
}
