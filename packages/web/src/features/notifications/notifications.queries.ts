import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { NotificationPreferencesPatch } from '@namefolio/core/notifications/notifications.contract'
import { notificationEndpoints as endpoints } from '@namefolio/core/notifications/notifications.endpoints'
import { callEndpoint } from '../../lib/api-client'

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
      queryFn: ({ signal }) => callEndpoint(endpoints.list, { query: params }, { signal }),
      placeholderData: keepPreviousData,
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: notificationKeys.unreadCount(),
      queryFn: ({ signal }) => callEndpoint(endpoints.countUnread, {}, { signal }),
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: true,
    }),
  /** What waits for the person, from live data (decision 952); polled like the unread count. */
  waiting: () =>
    queryOptions({
      queryKey: notificationKeys.waiting(),
      queryFn: ({ signal }) => callEndpoint(endpoints.waiting, {}, { signal }),
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: true,
    }),
  preferences: () =>
    queryOptions({
      queryKey: notificationKeys.preferences(),
      queryFn: ({ signal }) => callEndpoint(endpoints.preferences, {}, { signal }),
    }),
}

/** The calls that change notifications; lists and the count refetch afterwards. */
export const notificationCalls = {
  markOne: (id: string, read: boolean) => callEndpoint(endpoints.markOne, { body: { id, read } }),
  markMany: (ids: readonly string[], read: boolean) =>
    callEndpoint(endpoints.markBulk, { body: { ids: [...ids], read } }),
  markAllRead: () => callEndpoint(endpoints.markBulk, { body: { all: true, read: true } }),
  deleteMany: (ids: readonly string[]) =>
    callEndpoint(endpoints.deleteBulk, { body: { ids: [...ids] } }),
  deleteAll: () => callEndpoint(endpoints.deleteAll, {}),
  updatePreferences: (patch: NotificationPreferencesPatch) =>
    callEndpoint(endpoints.updatePreferences, { body: patch }),
}

export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all })
}
