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
import { requireUser } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { NotificationsService } from './notifications.service.ts'

const tags = ['account']
const changed = { 200: NotificationChangeCountSchema }

/**
 * The account notification endpoints of spec §7 (decision 450). GET .../preferences is an
 * addition: the spec's PATCH changes the preferences, the form needs to read them.
 */
export function registerNotificationRoutes(
  app: ZodApp,
  deps: { notifications: NotificationsService },
): void {
  const { notifications } = deps

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
