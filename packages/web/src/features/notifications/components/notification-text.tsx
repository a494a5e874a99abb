import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { Notification } from '@namefolio/core/notifications/notifications.contract'
import type { NotificationKind } from '@namefolio/core/notifications/notifications.constants'
import { Anchor } from '@mantine/core'
import {
  formatPaymentDeadline,
  type PaymentOutcome,
} from '@namefolio/core/negotiations/payment-window'
import { Link } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'

export const KIND_MESSAGE: Record<NotificationKind, MessageKey> = {
  offer: 'notifications.kind.offer',
  counterOffer: 'notifications.kind.counterOffer',
  message: 'notifications.kind.message',
  accepted: 'notifications.kind.accepted',
  declined: 'notifications.kind.declined',
  expired: 'notifications.kind.expired',
  paymentDue: 'notifications.kind.paymentDue',
  paymentWindowClosed: 'notifications.kind.paymentWindowClosed',
  domainApproved: 'notifications.kind.domainApproved',
  domainRejected: 'notifications.kind.domainRejected',
}

/**
 * Where a notice leads: its negotiation, or the domain's page for a notice about a domain
 * rather than a lead (a review decision, decision 1336).
 */
export function NotificationLink({
  notification,
  ...props
}: { notification: Notification } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return notification.leadId === null ? (
    <Link {...props} to="/domains/$domain" params={{ domain: notification.domainName }} />
  ) : (
    <Link {...props} to="/negotiations/$id" params={{ id: notification.leadId }} />
  )
}

/** What became of the agreement a notice is about, in place of its Pay link (decision 970). */
export const PAYMENT_OUTCOME_MESSAGE: Record<PaymentOutcome, MessageKey> = {
  PAID: 'leads.pay.outcome.PAID',
  WINDOW_CLOSED: 'leads.pay.outcome.WINDOW_CLOSED',
}

/** "New offer on example.com · $3,000". */
export function NotificationText({ notification }: { notification: Notification }) {
  return (
    <>
      <FormattedMessage
        id={KIND_MESSAGE[notification.kind]}
        values={{ domain: <strong>{notification.domainName}</strong> }}
      />
      {notification.offerMicros !== null && <> · {formatUsd(notification.offerMicros)}</>}
      {notification.note && (
        <>
          {' · '}
          <FormattedMessage id="notifications.note" values={{ note: notification.note }} />
        </>
      )}
      {notification.paymentOutcome && notification.kind !== 'paymentWindowClosed' && (
        <>
          {' · '}
          <FormattedMessage id={PAYMENT_OUTCOME_MESSAGE[notification.paymentOutcome]} />
        </>
      )}
      {notification.payBy &&
        !notification.paymentOutcome &&
        notification.kind !== 'paymentWindowClosed' && (
          <>
            {' · '}
            <FormattedMessage
              id={notification.checkoutPath ? 'notifications.payBy' : 'notifications.waitingUntil'}
              values={{ deadline: formatPaymentDeadline(notification.payBy) }}
            />
          </>
        )}
    </>
  )
}

/**
 * "Pay $X" beside a notice about an agreed price, for its buyer (decision 963), while the
 * agreement is open: once paid or lapsed the server sends no checkout path (decision 970).
 */
export function NotificationPayLink({ notification }: { notification: Notification }) {
  if (!notification.checkoutPath || notification.offerMicros === null) return null
  if (notification.kind === 'paymentWindowClosed') return null
  return (
    <Anchor href={notification.checkoutPath} size="sm" fw={600}>
      <FormattedMessage
        id="notifications.pay"
        values={{ amount: formatUsd(notification.offerMicros) }}
      />
    </Anchor>
  )
}

/** "Mar 04 2026 09:05am", New York time (spec §9). */
export function formatNoticeTime(iso: string): string {
  return `${formatServerDate(iso, 'table')} ${formatServerDate(iso, 'time')}`
}
