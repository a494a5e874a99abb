/** The zod-free values of `notifications.contract.ts`, for the browser (decision 1265). */

/**
 * What a notification is about (issue 7): a new offer, a counter-offer, a message, an
 * acceptance, a decline or an expiry on a lead. Preferences are kept per kind and channel.
 */
export const NOTIFICATION_KINDS = [
  'offer',
  'counterOffer',
  'message',
  'accepted',
  'declined',
  'expired',
  /** A reminder to pay an agreed price before its deadline (decision 963). */
  'paymentDue',
  /** The payment window of an agreed price passed unpaid (decision 962). */
  'paymentWindowClosed',
  /** An admin approved a domain from the review queue (issue 19, decision 1336). */
  'domainApproved',
  /** An admin rejected a domain from the review queue, with a note (issue 19, decision 1336). */
  'domainRejected',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
export const NOTIFICATION_CHANNELS = ['email', 'inApp'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
