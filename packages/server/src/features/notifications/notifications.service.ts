import {
  resolveNotificationPreferences,
  type ListNotificationsQuery,
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@namefolio/core/notifications/notifications.contract'
import {
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@namefolio/core/notifications/notifications.constants'
import {
  agreedCheckoutPath,
  type AgreedPriceStatus,
  type PaymentOutcome,
} from '@namefolio/core/negotiations/payment-window'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import {
  countNotificationsForUser,
  deleteNotifications,
  findNotificationForUser,
  findPreferencesRow,
  listNotificationsForUser,
  listPreferencesRows,
  markNotifications,
  upsertPreferences,
  type NotificationRow,
  type NotificationSelection,
} from './notifications.repository.ts'

/** A paid or lapsed agreement replaces the notice's Pay link with what became of it. */
const PAYMENT_OUTCOME_OF: Record<AgreedPriceStatus, PaymentOutcome | null> = {
  OPEN: null,
  CANCELLED: null,
  PURCHASED: 'PAID',
  EXPIRED: 'WINDOW_CLOSED',
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    leadId: row.leadId,
    domainName: row.domainName,
    note: row.note,
    offerMicros: row.offerMicros,
    payBy: row.payBy?.toISOString() ?? null,
    checkoutPath:
      row.agreedPriceId !== null && row.agreementStatus === 'OPEN'
        ? agreedCheckoutPath(row.agreedPriceId)
        : null,
    paymentOutcome: PAYMENT_OUTCOME_OF[row.agreementStatus ?? 'OPEN'],
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind)

/**
 * Which of `userIds` want `kind` on `channel` (decision 450). The leads feature gets this
 * function through app.ts: in-app notices are filtered inside the event's transaction (pass
 * that transaction as `db`), e-mail just before sending.
 */
export async function findRecipientsAllowing(
  db: Db,
  channel: NotificationChannel,
  kind: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(userIds)]
  if (!isKind(kind)) return new Set(unique)
  const stored = new Map((await listPreferencesRows(db, unique)).map((r) => [r.userId, r]))
  return new Set(
    unique.filter((id) => {
      const row = stored.get(id)
      return row === undefined || resolveNotificationPreferences(row)[channel][kind]
    }),
  )
}

/** The account notification endpoints of spec §7; every call is scoped to the signed-in user. */
export function createNotificationsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps
  const clock = deps.now ?? (() => new Date())

  return {
    async listNotifications(
      user: UserRow,
      query: ListNotificationsQuery,
    ): Promise<NotificationPage> {
      const page = await listNotificationsForUser(db, user.id, {
        offset: query.offset,
        limit: query.limit,
        unreadOnly: query.status === 'unread',
      })
      return { items: page.items.map(toNotification), total: page.total }
    },

    async countNotifications(user: UserRow, unreadOnly: boolean): Promise<{ count: number }> {
      return { count: await countNotificationsForUser(db, user.id, unreadOnly) }
    },

    async markRead(
      user: UserRow,
      selection: NotificationSelection,
      read: boolean,
    ): Promise<{ changed: number }> {
      const rows = await markNotifications(db, user.id, selection, read, clock())
      return { changed: rows.length }
    },

    /** One notification read or unread; another user's id is simply not found (404). */
    async markOne(user: UserRow, id: string, read: boolean): Promise<Notification> {
      await markNotifications(db, user.id, [id], read, clock())
      const row = await findNotificationForUser(db, user.id, id)
      if (row === null) throw new AppError('NOT_FOUND', 'No such notification.')
      return toNotification(row)
    },

    async deleteNotifications(
      user: UserRow,
      selection: NotificationSelection,
    ): Promise<{ changed: number }> {
      return { changed: await deleteNotifications(db, user.id, selection) }
    },

    async getPreferences(user: UserRow): Promise<NotificationPreferences> {
      return resolveNotificationPreferences((await findPreferencesRow(db, user.id)) ?? {})
    },

    async updatePreferences(
      user: UserRow,
      patch: NotificationPreferencesPatch,
    ): Promise<NotificationPreferences> {
      const definedOnly = (switches: Partial<Record<string, boolean>> | undefined) =>
        Object.fromEntries(
          Object.entries(switches ?? {}).filter(
            (entry): entry is [string, boolean] => entry[1] !== undefined,
          ),
        )
      const row = await upsertPreferences(
        db,
        user.id,
        { email: definedOnly(patch.email), inApp: definedOnly(patch.inApp) },
        clock(),
      )
      return resolveNotificationPreferences(row)
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
