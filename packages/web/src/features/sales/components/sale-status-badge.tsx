import { Badge } from '@mantine/core'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import '../sales.css'

const COLOR: Partial<Record<TransactionStatus, string>> = {
  AWAITING_AUTH_CODE: 'orange',
  AWAITING_TRANSFER_OWNERSHIP: 'orange',
  AWAITING_PAYEE_INFO: 'orange',
  AWAITING_PAYEE_UPDATE: 'orange',
  PENDING_TRANSFER: 'blue',
  PENDING_TRANSFER_INSTRUCTIONS: 'blue',
  PENDING: 'blue',
  CONFIRMED_TRANSFER: 'cyan',
  SCHEDULED_PAYOUT: 'cyan',
  PENDING_PAYOUT: 'cyan',
  PAID: 'teal',
  COMPLETED: 'teal',
  LTO_PAYOUTS_COMPLETE: 'teal',
  CANCEL_REQUESTED: 'red',
  CANCELLED: 'gray',
}

/** The full status as a badge; orange when the seller must act (DESIGN.md §8 "at a glance"). */
export function SaleStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge
      variant="light"
      color={COLOR[status] ?? 'gray'}
      radius="sm"
      tt="none"
      fw={600}
      className="nf-badge-full"
    >
      <FormattedMessage id={`sales.status.${status}` as MessageKey} />
    </Badge>
  )
}
