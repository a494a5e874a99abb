import { jsonb, pgTable } from 'drizzle-orm/pg-core'
import { users } from './users.ts'
import { extensionKey, updatedAt } from './columns.ts'

type KindSwitches = Partial<Record<string, boolean>>

/**
 * A user's notification preferences (spec §7 PATCH /api/v1/account/notifications, decision
 * 450): per channel, which kinds are on. Only switches the user changed are stored; a missing
 * row or kind means on, so a kind added later reaches everyone until they turn it off.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: extensionKey(() => users.id),
  email: jsonb().$type<KindSwitches>().notNull().default({}),
  inApp: jsonb().$type<KindSwitches>().notNull().default({}),
  updatedAt: updatedAt(),
})

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect
