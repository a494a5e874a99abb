import { Alert, Button, Group, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/**
 * A form's fields stacked, then the server's refusal (when there is one), then cancel and
 * submit at the end. The form validates itself (`noValidate`): fields show their own errors.
 */
export function FormFrame({
  onSubmit,
  onCancel,
  isPending,
  refusal,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
  isPending: boolean
  /** The message of the server's refusal, or null while there is none. */
  refusal: MessageKey | null
  submitLabel: MessageKey
  children: ReactNode
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        {refusal !== null && (
          <Alert color="red" variant="light" role="alert">
            <FormattedMessage id={refusal} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <FormattedMessage id="sales.cancel" />
          </Button>
          <Button type="submit" loading={isPending}>
            <FormattedMessage id={submitLabel} />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
