import { endpoint } from '../http/endpoint.ts'
import type {
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
import type { WaitingListSchema } from './waiting.contract.ts'

const BASE = '/api/v1/account/notifications'

/**
 * The account notification endpoints of spec §7 (decisions 450, 990). `preferences` is an
 * addition: the spec's PATCH changes the preferences, the form needs to read them.
 */
export const notificationEndpoints = {
  /** What waits for the person, from live data (issue 13, decision 952). */
  waiting: endpoint<{ response: typeof WaitingListSchema }>()('GET', `${BASE}/waiting`),
  list: endpoint<{
    query: typeof ListNotificationsQuerySchema
    response: typeof NotificationPageSchema
  }>()('GET', BASE),
  deleteAll: endpoint<{ response: typeof NotificationChangeCountSchema }>()('DELETE', BASE),
  countAll: endpoint<{ response: typeof NotificationCountSchema }>()('GET', `${BASE}/count/all`),
  countUnread: endpoint<{ response: typeof NotificationCountSchema }>()('GET', `${BASE}/count`),
  preferences: endpoint<{ response: typeof NotificationPreferencesSchema }>()(
    'GET',
    `${BASE}/preferences`,
  ),
  updatePreferences: endpoint<{
    body: typeof NotificationPreferencesPatchSchema
    response: typeof NotificationPreferencesSchema
  }>()('PATCH', BASE),
  markBulk: endpoint<{
    body: typeof NotificationBulkReadSchema
    response: typeof NotificationChangeCountSchema
  }>()('PATCH', '/api/v1/account/notification/bulk'),
  deleteBulk: endpoint<{
    body: typeof NotificationBulkDeleteSchema
    response: typeof NotificationChangeCountSchema
  }>()('DELETE', '/api/v1/account/notification/bulk'),
  markOne: endpoint<{
    body: typeof NotificationReadSchema
    response: typeof NotificationSchema
  }>()('PATCH', '/api/v1/account/notification'),
}
