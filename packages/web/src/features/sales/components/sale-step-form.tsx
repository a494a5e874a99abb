import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { TransactionDetail } from '@namefolio/core/sales/sales.contract'

/** What the page gives a step form: the sale, and what to do once it is done or cancelled. */
export type SaleStepFormProps = {
  transactionId: string
  domain: string
  onDone?: (detail: TransactionDetail) => void
  onCancel?: () => void
}

const MESSAGES = {
  authCode: {
    formLabel: 'sales.authCode.formLabel',
    help: 'sales.authCode.help',
    submit: 'sales.authCode.submit',
  },
  transfer: {
    formLabel: 'sales.transfer.formLabel',
    help: 'sales.transfer.help',
    submit: 'sales.transfer.submit',
  },
} as const satisfies Record<string, Record<string, MessageKey>>

/**
 * The frame of a seller's transfer step form (auth code or registrar push): the help over the
 * fields, the server's refusal under them, then cancel and submit.
 */
export function SaleStepForm({
  step,
  domain,
  onSubmit,
  onCancel,
  isPending,
  refusal,
  children,
}: {
  step: keyof typeof MESSAGES
  domain: string
  onSubmit: (event: FormEvent) => void
  onCancel?: () => void
  isPending: boolean
  /** The message of the server's refusal, or null while there is none. */
  refusal: MessageKey | null
  children: ReactNode
}) {
  const intl = useIntl()
  const messages = MESSAGES[step]
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: messages.formLabel }, { domain })}
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id={messages.help} values={{ domain: <strong>{domain}</strong> }} />
        </Text>
        {children}
        {refusal !== null && (
          <Alert color="red" role="alert" variant="light">
            <FormattedMessage id={refusal} />
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isPending}>
              <FormattedMessage id="sales.cancel" />
            </Button>
          )}
          <Button type="submit" loading={isPending}>
            <FormattedMessage id={messages.submit} />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
