import { Alert, Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { SellerApprovalStatus } from '@namefolio/core/account/account.constants'
import {
  approvalGuidanceFor,
  type ApprovalGuidance,
} from '@namefolio/core/account/approval-guidance'
import { FormattedMessage } from 'react-intl'

const TONE_COLOR: Record<ApprovalGuidance['tone'], string> = {
  ok: 'teal',
  waiting: 'blue',
  action: 'yellow',
  blocked: 'red',
}

function ActionLink({ action }: { action: ApprovalGuidance['action'] }) {
  if (action === 'SUBMIT_TAX_DETAILS') {
    return (
      <Button component={Link} to="/account/taxes" size="xs" mt="sm" variant="default">
        <FormattedMessage id="approval.VerificationRequired.action" />
      </Button>
    )
  }
  if (action === 'COMPLETE_PROFILE') {
    return (
      <Button component={Link} to="/account/payments" size="xs" mt="sm" variant="default">
        <FormattedMessage id="approval.NoStatus.action" />
      </Button>
    )
  }
  return null
}

/**
 * A seller approval state of spec §4 in words: what it means and the one thing to do next
 * (decision 1023).
 */
export function ApprovalStatusCard({ status }: { status: SellerApprovalStatus }) {
  const guidance = approvalGuidanceFor(status)
  return (
    <Alert
      color={TONE_COLOR[guidance.tone]}
      variant="light"
      title={<FormattedMessage id={`approval.${status}.title`} />}
      data-approval-status={status}
    >
      <FormattedMessage id={`approval.${status}.body`} />
      <div>
        <ActionLink action={guidance.action} />
      </div>
    </Alert>
  )
}
