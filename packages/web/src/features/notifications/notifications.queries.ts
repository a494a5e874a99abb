import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  NotificationChangeCount,
  NotificationCount,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesPatch,
} from '@namefolio/core/notifications/notifications.contract'
import type { WaitingList } from '@namefolio/core/notifications/waiting.contract'
import { apiGet, apiRequest } from '../../lib/api-client'

/** How often the bell asks for the unread count (it also refetches when the window regains focus). */
export const UNREAD_POLL_MS = 30_000

export type NotificationListParams = { offset: number; limit: number; status: 'all' | 'unread' }

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
  unreadCount: () => [...notificationKeys.all, 'count', 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  waiting: () => [...notificationKeys.all, 'waiting'] as const,
}

export const notificationQueries = {
  list: (params: NotificationListParams) =>
    queryOptions({
      queryKey: notificationKeys.list(params),
      queryFn: ({ signal }) =>
        apiGet<NotificationPage>('/api/v1/account/notifications', params, signal),
      placeholderData: keepPreviousData,
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: notificationKeys.unreadCount(),
      queryFn: ({ signal }) =>
        apiGet<NotificationCount>('/api/v1/account/notifications/count', {}, signal),
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: true,
    }),
  /** What waits for the person, from live data (decision 952); polled like the unread count. */
  waiting: () =>
    queryOptions({
      queryKey: notificationKeys.waiting(),
      queryFn: ({ signal }) =>
        apiGet<WaitingList>('/api/v1/account/notifications/waiting', {}, signal),
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: true,
    }),
  preferences: () =>
    queryOptions({
      queryKey: notificationKeys.preferences(),
      queryFn: ({ signal }) =>
        apiGet<NotificationPreferences>('/api/v1/account/notifications/preferences', {}, signal),
    }),
}

/** The calls that change notifications; lists and the count refetch afterwards. */
export const notificationCalls = {
  markOne: (id: string, read: boolean) =>
    apiRequest('/api/v1/account/notification', { method: 'PATCH', body: { id, read } }),
  markMany: (ids: readonly string[], read: boolean) =>
    apiRequest<NotificationChangeCount>('/api/v1/account/notification/bulk', {
      method: 'PATCH',
      body: { ids, read },
    }),
  markAllRead: () =>
    apiRequest<NotificationChangeCount>('/api/v1/account/notification/bulk', {
      method: 'PATCH',
      body: { all: true, read: true },
    }),
  deleteMany: (ids: readonly string[]) =>
    apiRequest<NotificationChangeCount>('/api/v1/account/notification/bulk', {
      method: 'DELETE',
      body: { ids },
    }),
  deleteAll: () =>
    apiRequest<NotificationChangeCount>('/api/v1/account/notifications', { method: 'DELETE' }),
  updatePreferences: (patch: NotificationPreferencesPatch) =>
    apiRequest<NotificationPreferences>('/api/v1/account/notifications', {
      method: 'PATCH',
      body: patch,
    }),
}

export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all })
}
