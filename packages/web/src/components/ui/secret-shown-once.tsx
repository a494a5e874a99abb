import { Alert, Code, Text } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'
import { CopyAndDone, type CopyAndDoneLabels } from './copy-and-done'

/**
 * A new secret (an API token, a webhook's signing secret) shown this once: what it is, the
 * secret in full (it wraps rather than scrolls), and copy and done buttons.
 */
export function SecretShownOnce({
  title,
  body,
  secret,
  testId,
  labels,
  onDone,
}: {
  title: MessageKey
  body: MessageKey
  secret: string
  testId: string
  labels: CopyAndDoneLabels
  onDone: () => void
}) {
  return (
    <Alert color="teal" variant="light" title={<FormattedMessage id={title} />} role="status">
      <Text size="sm" mb="xs">
        <FormattedMessage id={body} />
      </Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {secret}
      </Code>
      <CopyAndDone value={secret} onDone={onDone} labels={labels} />
    </Alert>
  )
}
