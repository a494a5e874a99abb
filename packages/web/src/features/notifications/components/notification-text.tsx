import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type {
  Notification,
  NotificationKind,
} from '@namefolio/core/notifications/notifications.contract'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us'

export const KIND_MESSAGE: Record<NotificationKind, MessageKey> = {
  offer: 'notifications.kind.offer',
  counterOffer: 'notifications.kind.counterOffer',
  message: 'notifications.kind.message',
  accepted: 'notifications.kind.accepted',
  declined: 'notifications.kind.declined',
  expired: 'notifications.kind.expired',
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
    </>
  )
}

/** "Mar 04 2026 09:05am", New York time (spec §9). */
export function formatNoticeTime(iso: string): string {
  return `${formatServerDate(iso, 'table')} ${formatServerDate(iso, 'time')}`
}
