import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

type KindSwitches = Partial<Record<string, boolean>>

/**
 * A user's notification preferences (spec §7 PATCH /api/v1/account/notifications, decision
 * 450): per channel, which kinds are on. Only switches the user changed are stored; a missing
 * row or kind means on, so a kind added later reaches everyone until they turn it off.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb().$type<KindSwitches>().notNull().default({}),
  inApp: jsonb().$type<KindSwitches>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect
