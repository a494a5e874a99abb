import { Alert, Button, Stack } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/**
 * A failed load, and what to do: an alert with the message and, when the load can be tried
 * again, a "Try again" button. `title` puts a heading on the alert; `color` is grey for a
 * record that does not exist (nothing to retry).
 */
export function LoadError({
  message,
  title,
  onRetry,
  isRetrying,
  color = 'red',
}: {
  message?: MessageKey
  title?: MessageKey
  onRetry?: () => void
  isRetrying?: boolean
  color?: 'red' | 'gray'
}) {
  const retry = onRetry && (
    <Button size="xs" variant="default" loading={isRetrying} onClick={onRetry}>
      <FormattedMessage id="common.retry" />
    </Button>
  )
  const text = message && <FormattedMessage id={message} />
  return (
    <Alert
      color={color}
      variant="light"
      role="alert"
      title={title && <FormattedMessage id={title} />}
    >
      {text && retry ? (
        <Stack gap={title ? 'sm' : 'xs'} align="flex-start">
          {text}
          {retry}
        </Stack>
      ) : (
        (text ?? retry)
      )}
    </Alert>
  )
}
