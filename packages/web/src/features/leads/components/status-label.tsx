import { Badge } from '@mantine/core'
import type { TableStatusLabel } from '@namefolio/core/negotiations/table-status-label'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'

/** What needs the viewer's attention stands out; settled states are quiet. */
const COLORS: Record<TableStatusLabel, string> = {
  sold: 'teal',
  brokerNewMessage: 'violet',
  brokerNewOffer: 'violet',
  brokerDeclined: 'gray',
  brokerAgreement: 'teal',
  brokerClosed: 'gray',
  brokerAwaiting: 'violet',
  assign: 'violet',
  brokerPending: 'violet',
  closed: 'gray',
  // Filled: shade 8 keeps white text at AA contrast (shade 6 gave 3.5:1, axe).
  newMessage: 'blue.8',
  agreement: 'teal',
  newOffer: 'orange',
  awaiting: 'blue',
  declined: 'red',
  otherDeclined: 'gray',
  unknown: 'gray',
  noActive: 'gray',
}

/** The table status label of spec §4, as the server computed it for this viewer. */
export function StatusLabel({ label }: { label: TableStatusLabel }) {
  const isUrgent = label === 'newOffer' || label === 'newMessage' || label === 'brokerNewOffer'
  return (
    <Badge
      color={COLORS[label]}
      // AA contrast (axe): quiet labels keep the page's text colour on their tint; urgent
      // ones pick black or white text for their fill.
      c={isUrgent ? undefined : 'var(--mantine-color-text)'}
      autoContrast={isUrgent}
      variant={isUrgent ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      data-label={label}
    >
      <FormattedMessage id={`leads.label.${label}` as MessageKey} />
    </Badge>
  )
}
