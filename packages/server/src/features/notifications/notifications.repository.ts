import { and, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { AgreedPriceStatus } from '@namefolio/core/negotiations/payment-window'
import type { Db } from '../../db/client.ts'
import { leadAgreedPrices, leadNotifications } from '../../db/schema/leads.ts'
import {
  notificationPreferences,
  type NotificationPreferencesRow,
} from '../../db/schema/notifications.ts'

export type NotificationRow = typeof leadNotifications.$inferSelect & {
  /** Where the agreement the notice is about stands now, read with the notice (decision 970). */
  agreementStatus: AgreedPriceStatus | null
}

/** A notice with the current status of its agreed price, if it is about one. */
function selectNotifications(db: Db) {
  return db
    .select({ ...getTableColumns(leadNotifications), agreementStatus: leadAgreedPrices.status })
    .from(leadNotifications)
    .leftJoin(leadAgreedPrices, eq(leadAgreedPrices.id, leadNotifications.agreedPriceId))
}
/** Which of a user's notifications a call touches: a list of ids, or all of them. */
export type NotificationSelection = readonly string[] | 'all'

/** Every query starts from the recipient: nobody reaches another user's notifications. */
function ownedBy(userId: string, selection: NotificationSelection = 'all'): SQL {
  const mine = eq(leadNotifications.recipientId, userId)
  return selection === 'all' ? mine : and(mine, inArray(leadNotifications.id, [...selection]))!
}

export async function listNotificationsForUser(
  db: Db,
  userId: string,
  page: { offset: number; limit: number; unreadOnly: boolean },
): Promise<{ items: NotificationRow[]; total: number }> {
  const where = page.unreadOnly
    ? and(ownedBy(userId), isNull(leadNotifications.readAt))
    : ownedBy(userId)
  const [items, [totals]] = await Promise.all([
    selectNotifications(db)
      .where(where)
      .orderBy(desc(leadNotifications.createdAt), desc(leadNotifications.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(leadNotifications).where(where),
  ])
  return { items, total: totals?.total ?? 0 }
}

export async function countNotificationsForUser(
  db: Db,
  userId: string,
  unreadOnly: boolean,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leadNotifications)
    .where(unreadOnly ? and(ownedBy(userId), isNull(leadNotifications.readAt)) : ownedBy(userId))
  return row?.total ?? 0
}

/** Marks read (stamping `now`, keeping an earlier stamp) or unread; answers the rows changed. */
export async function markNotifications(
  db: Db,
  userId: string,
  selection: NotificationSelection,
  read: boolean,
  now: Date,
): Promise<{ id: string }[]> {
  const changing = read
    ? isNull(leadNotifications.readAt)
    : sql`${leadNotifications.readAt} is not null`
  return db
    .update(leadNotifications)
    .set({ readAt: read ? now : null })
    .where(and(ownedBy(userId, selection), changing))
    .returning({ id: leadNotifications.id })
}

export async function findNotificationForUser(
  db: Db,
  userId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await selectNotifications(db)
    .where(ownedBy(userId, [id]))
    .limit(1)
  return row ?? null
}

export async function deleteNotifications(
  db: Db,
  userId: string,
  selection: NotificationSelection,
): Promise<number> {
  const rows = await db
    .delete(leadNotifications)
    .where(ownedBy(userId, selection))
    .returning({ id: leadNotifications.id })
  return rows.length
}

export async function findPreferencesRow(
  db: Db,
  userId: string,
): Promise<NotificationPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
  return row ?? null
}

export async function listPreferencesRows(
  db: Db,
  userIds: readonly string[],
): Promise<NotificationPreferencesRow[]> {
  if (userIds.length === 0) return []
  return db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]))
}

/** Merges the changed switches into the stored ones (jsonb `||`), creating the row if needed. */
export async function upsertPreferences(
  db: Db,
  userId: string,
  changes: { email: Record<string, boolean>; inApp: Record<string, boolean> },
  now: Date,
): Promise<NotificationPreferencesRow> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, email: changes.email, inApp: changes.inApp, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        email: sql`${notificationPreferences.email} || excluded.email`,
        inApp: sql`${notificationPreferences.inApp} || excluded.in_app`,
        updatedAt: now,
      },
    })
    .returning()
  return row!
}

/** A notice about a domain rather than a lead: a review decision (issue 19, decision 1336). */
export async function insertDomainNotification(
  db: Db,
  notice: {
    sellerId: string
    kind: 'domainApproved' | 'domainRejected'
    domainName: string
    note: string | null
  },
): Promise<void> {
  await db.insert(leadNotifications).values({
    recipientId: notice.sellerId,
    sellerId: notice.sellerId,
    kind: notice.kind,
    domainName: notice.domainName,
    note: notice.note,
  })
}
