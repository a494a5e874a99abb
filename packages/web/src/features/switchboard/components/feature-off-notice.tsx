import { Alert } from '@mantine/core'
import { FormattedMessage } from 'react-intl'

/** A page whose §6 switch is off for the account says so instead of failing (issue 19). */
export function FeatureOffNotice() {
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      title={<FormattedMessage id="switchboard.featureOff.title" />}
    >
      <FormattedMessage id="switchboard.featureOff.body" />
    </Alert>
  )
}
