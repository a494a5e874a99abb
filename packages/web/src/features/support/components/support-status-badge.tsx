import { Badge } from '@mantine/core'
import type { SupportCaseStatus } from '@namefolio/core/support/support-case'
import { FormattedMessage } from 'react-intl'

const COLOR: Record<SupportCaseStatus, string> = {
  OPEN: 'yellow',
  ANSWERED: 'teal',
  CLOSED: 'gray',
}

/** Where a case stands, in words (colour only repeats them). */
export function SupportStatusBadge({ status }: { status: SupportCaseStatus }) {
  return (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      color={COLOR[status]}
      data-status={status}
      // A long status wraps on a phone instead of being cut.
      styles={{
        root: { height: 'auto', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      <FormattedMessage id={`support.status.${status}`} />
    </Badge>
  )
}
