import { endpoint } from '../http/endpoint.ts'
import type { notificationSchemas as S } from './notifications.schemas.ts'

const BASE = '/api/v1/account/notifications'

/**
 * The account notification endpoints of spec §7 (decisions 450, 990). `preferences` is an
 * addition: the spec's PATCH changes the preferences, the form needs to read them.
 */
export const notificationEndpoints = {
  /** What waits for the person, from live data (issue 13, decision 952). */
  waiting: endpoint<typeof S.waiting>()('GET', `${BASE}/waiting`),
  list: endpoint<typeof S.list>()('GET', BASE),
  deleteAll: endpoint<typeof S.deleteAll>()('DELETE', BASE),
  countAll: endpoint<typeof S.countAll>()('GET', `${BASE}/count/all`),
  countUnread: endpoint<typeof S.countUnread>()('GET', `${BASE}/count`),
  preferences: endpoint<typeof S.preferences>()('GET', `${BASE}/preferences`),
  updatePreferences: endpoint<typeof S.updatePreferences>()('PATCH', BASE),
  markBulk: endpoint<typeof S.markBulk>()('PATCH', '/api/v1/account/notification/bulk'),
  deleteBulk: endpoint<typeof S.deleteBulk>()('DELETE', '/api/v1/account/notification/bulk'),
  markOne: endpoint<typeof S.markOne>()('PATCH', '/api/v1/account/notification'),
}
