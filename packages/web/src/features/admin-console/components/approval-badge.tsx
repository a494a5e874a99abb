import { Badge } from '@mantine/core'
import type { SellerApprovalStatus } from '@namefolio/core/account/account.constants'
import { FormattedMessage } from 'react-intl'

const COLOR: Partial<Record<SellerApprovalStatus, string>> = {
  Approved: 'green',
  Suspended: 'red',
  Disapproved: 'red',
  PendingApproval: 'yellow',
}

/** An account's approval state (spec §4), coloured by what it allows. */
export function ApprovalBadge({ status }: { status: SellerApprovalStatus }) {
  return (
    <Badge variant="light" color={COLOR[status] ?? 'gray'} data-testid="approval-status">
      <FormattedMessage id={`account.approval.${status}`} />
    </Badge>
  )
}
