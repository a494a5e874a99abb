import { z } from 'zod'
import { MicrosSchema } from '../money/money.contract.ts'
import { PAYMENT_OUTCOMES } from '../negotiations/payment-window.ts'
import { PageQuerySchema, pageSchema } from '../pagination/pagination.contract.ts'
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationChannel,
} from './notifications.constants.ts'

/** Most ids one bulk call takes. */
export const NOTIFICATION_BULK_MAX = 500

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Null for a notice about a domain rather than a lead (a review decision). */
  leadId: z.uuid().nullable(),
  domainName: z.string(),
  /** An admin's note to the seller: why a domain was rejected (decision 1336). */
  note: z.string().nullable().optional(),
  offerMicros: MicrosSchema.nullable(),
  /** About an agreed price: its deadline, and for its buyer the checkout to pay it (decision 963). */
  payBy: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Only while the agreement is open: a paid or lapsed agreement has nothing to pay (decision 970). */
  checkoutPath: z.string().nullable().optional(),
  /** How the agreement this notice is about ended, once it has: paid or window closed. */
  paymentOutcome: z.enum(PAYMENT_OUTCOMES).nullable().optional(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type Notification = z.infer<typeof NotificationSchema>

export const NotificationPageSchema = pageSchema(NotificationSchema)
export type NotificationPage = z.infer<typeof NotificationPageSchema>

export const ListNotificationsQuerySchema = PageQuerySchema.extend({
  /** `unread`: only unread ones; the default lists all, newest first. */
  status: z.enum(['all', 'unread']).default('all'),
})
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>

export const NotificationCountSchema = z.object({ count: z.number().int().min(0) })
export type NotificationCount = z.infer<typeof NotificationCountSchema>

const kindSwitches = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
)

/** Which kinds reach the user by e-mail and in the portal; everything is on by default. */
export const NotificationPreferencesSchema = z.object({ email: kindSwitches, inApp: kindSwitches })
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>

/** PATCH /api/v1/account/notifications: only the switches that change. */
export const NotificationPreferencesPatchSchema = z
  .object({ email: kindSwitches.partial(), inApp: kindSwitches.partial() })
  .partial()
  .strict()
export type NotificationPreferencesPatch = z.infer<typeof NotificationPreferencesPatchSchema>

const idList = z.array(z.uuid()).min(1).max(NOTIFICATION_BULK_MAX)

/** PATCH /api/v1/account/notification/bulk: mark a list of ids (or `all`) read or unread. */
export const NotificationBulkReadSchema = z
  .object({ ids: idList.optional(), all: z.literal(true).optional(), read: z.boolean() })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'Give either ids or all.',
  })
export type NotificationBulkRead = z.infer<typeof NotificationBulkReadSchema>

/** DELETE /api/v1/account/notification/bulk. */
export const NotificationBulkDeleteSchema = z.object({ ids: idList }).strict()
export type NotificationBulkDelete = z.infer<typeof NotificationBulkDeleteSchema>

/** PATCH /api/v1/account/notification: one notification read or unread. */
export const NotificationReadSchema = z.object({ id: z.uuid(), read: z.boolean() }).strict()
export type NotificationRead = z.infer<typeof NotificationReadSchema>

export const NotificationChangeCountSchema = z.object({ changed: z.number().int().min(0) })
export type NotificationChangeCount = z.infer<typeof NotificationChangeCountSchema>

/** Stored switches over the defaults: a kind added later starts on. */
export function resolveNotificationPreferences(stored: {
  email?: Partial<Record<string, boolean>>
  inApp?: Partial<Record<string, boolean>>
}): NotificationPreferences {
  const pick = (channel: NotificationChannel) =>
    Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, stored[channel]?.[kind] ?? true]),
    ) as Record<NotificationKind, boolean>
  return { email: pick('email'), inApp: pick('inApp') }
}

/** Every kind on: what a user without stored preferences gets. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences =
  resolveNotificationPreferences({})
