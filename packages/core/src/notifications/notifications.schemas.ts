import type { EndpointSchemas } from '../http/endpoint.ts'
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
} from './notifications.contract.ts'
import { WaitingListSchema } from './waiting.contract.ts'

/**
 * The zod schemas of each `notificationEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const notificationSchemas = {
  waiting: { response: WaitingListSchema },
  list: { query: ListNotificationsQuerySchema, response: NotificationPageSchema },
  deleteAll: { response: NotificationChangeCountSchema },
  countAll: { response: NotificationCountSchema },
  countUnread: { response: NotificationCountSchema },
  preferences: { response: NotificationPreferencesSchema },
  updatePreferences: {
    body: NotificationPreferencesPatchSchema,
    response: NotificationPreferencesSchema,
  },
  markBulk: { body: NotificationBulkReadSchema, response: NotificationChangeCountSchema },
  deleteBulk: { body: NotificationBulkDeleteSchema, response: NotificationChangeCountSchema },
  markOne: { body: NotificationReadSchema, response: NotificationSchema },
} satisfies Record<string, EndpointSchemas>
