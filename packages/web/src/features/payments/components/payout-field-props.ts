import type { TextInputProps } from '@mantine/core'
import { useIntl } from 'react-intl'

/**
 * A payout account's text fields as the add and edit forms draw them: the label and the
 * input's limits (the server's: a name up to 100 characters, a number up to 40).
 */
export function usePayoutFieldProps() {
  const intl = useIntl()
  return {
    accountName: {
      label: intl.formatMessage({ id: 'payments.field.accountName' }),
      maxLength: 100,
      required: true,
    },
    accountNumber: {
      label: intl.formatMessage({ id: 'payments.field.accountNumber' }),
      maxLength: 40,
      autoComplete: 'off',
    },
    emailAddress: {
      type: 'email',
      label: intl.formatMessage({ id: 'payments.field.emailAddress' }),
      required: true,
    },
  } satisfies Record<string, TextInputProps>
}
