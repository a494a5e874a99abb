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
import { WaitingListSchema } from '@namefolio/core/notifications/waiting.contract'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listWaitingItems } from './list-waiting-items.ts'
import type { NotificationsService } from './notifications.service.ts'

const tags = ['account']
const changed = { 200: NotificationChangeCountSchema }

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
  app.get(
    '/api/v1/account/notifications/waiting',
    { schema: { tags, response: { 200: WaitingListSchema } } },
    async (request) => listWaitingItems(deps.db, requireUser(request)),
  )

  app.get(
    '/api/v1/account/notifications',
    {
      schema: {
        tags,
        querystring: ListNotificationsQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (request) => notifications.listNotifications(requireUser(request), request.query),
  )
  app.delete(
    '/api/v1/account/notifications',
    { schema: { tags, response: changed } },
    async (request) => notifications.deleteNotifications(requireUser(request), 'all'),
  )
  app.get(
    '/api/v1/account/notifications/count/all',
    { schema: { tags, response: { 200: NotificationCountSchema } } },
    async (request) => notifications.countNotifications(requireUser(request), false),
  )
  app.get(
    '/api/v1/account/notifications/count',
    { schema: { tags, response: { 200: NotificationCountSchema } } },
    async (request) => notifications.countNotifications(requireUser(request), true),
  )
  app.get(
    '/api/v1/account/notifications/preferences',
    { schema: { tags, response: { 200: NotificationPreferencesSchema } } },
    async (request) => notifications.getPreferences(requireUser(request)),
  )
  app.patch(
    '/api/v1/account/notifications',
    {
      schema: {
        tags,
        body: NotificationPreferencesPatchSchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => notifications.updatePreferences(requireUser(request), request.body),
  )
  app.patch(
    '/api/v1/account/notification/bulk',
    { schema: { tags, body: NotificationBulkReadSchema, response: changed } },
    async (request) =>
      notifications.markRead(
        requireUser(request),
        request.body.all ? 'all' : (request.body.ids ?? []),
        request.body.read,
      ),
  )
  app.delete(
    '/api/v1/account/notification/bulk',
    { schema: { tags, body: NotificationBulkDeleteSchema, response: changed } },
    async (request) => notifications.deleteNotifications(requireUser(request), request.body.ids),
  )
  app.patch(
    '/api/v1/account/notification',
    { schema: { tags, body: NotificationReadSchema, response: { 200: NotificationSchema } } },
    async (request) =>
      notifications.markOne(requireUser(request), request.body.id, request.body.read),
  )
}
