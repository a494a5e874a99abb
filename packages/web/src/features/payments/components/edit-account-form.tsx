import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import {
  changesPayoutDestination,
  payoutEditProblems,
} from '@namefolio/core/sales/payout-account.rules'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormFrame } from '../../../components/ui/form-frame'
import type { MessageKey } from '../../../i18n/en-us-messages'
import EN_US_ACCOUNT_PAYMENTS_MESSAGES from '../../../i18n/en-us/account-payments'
import EN_US_SALES_MESSAGES from '../../../i18n/en-us/sales'
import { isApiError } from '../../../lib/api-client'
import {
  NEEDS_ACCOUNT_NUMBER,
  NEEDS_EMAIL,
  paymentCalls,
  type PayoutAccount,
  type PayoutAccountEdit,
} from '../payments.queries'
import { usePayoutFieldProps } from './payout-field-props'

/** Mantine's error red is under 4.5:1 on white for small text (axe color-contrast). */
const READABLE_ERROR = {
  error: { color: 'var(--mantine-color-red-9)' },
  input: { color: 'var(--mantine-color-text)' },
}

type Field = 'accountName' | 'accountNumber' | 'emailAddress' | 'isDefault'

const KNOWN_CODES = new Set<string>([
  ...Object.keys(EN_US_ACCOUNT_PAYMENTS_MESSAGES),
  ...Object.keys(EN_US_SALES_MESSAGES),
])
/** A server's field code is shown when it is one of our messages; otherwise a general one. */
const messageOf = (code: string): MessageKey =>
  KNOWN_CODES.has(code) ? (code as MessageKey) : 'common.error.unknown'

/** Only what the seller changed: a field left as it was is not sent (decision 1030). */
function editOf(
  account: PayoutAccount,
  values: { accountName: string; accountNumber: string; email: string; makeDefault: boolean },
): Omit<PayoutAccountEdit, 'capId'> {
  const edit: Omit<PayoutAccountEdit, 'capId'> = {}
  if (values.accountName.trim() !== account.accountName) edit.accountName = values.accountName
  if (NEEDS_ACCOUNT_NUMBER.includes(account.method) && values.accountNumber.trim() !== '') {
    edit.accountNumber = values.accountNumber.trim()
  }
  if (
    NEEDS_EMAIL.includes(account.method) &&
    values.email.trim().toLowerCase() !== (account.emailAddress ?? '').toLowerCase()
  ) {
    edit.emailAddress = values.email.trim()
  }
  if (values.makeDefault && !account.isDefault) edit.isDefault = true
  return edit
}

/**
 * Edits a payout account (issue 18): holder name, a new number or e-mail address, the
 * default flag; a review step names every change before it is saved. Refusals keep the input.
 */
export function EditAccountForm({
  account,
  onDone,
  onCancel,
}: {
  account: PayoutAccount
  onDone: (saved: PayoutAccount) => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const field = usePayoutFieldProps()
  const [accountName, setAccountName] = useState(account.accountName)
  const [accountNumber, setAccountNumber] = useState('')
  const [email, setEmail] = useState(account.emailAddress ?? '')
  const [makeDefault, setMakeDefault] = useState(false)
  const [isSubmitted, setSubmitted] = useState(false)
  const [isReviewing, setReviewing] = useState(false)
  const [isUnchanged, setUnchanged] = useState(false)
  const needsNumber = NEEDS_ACCOUNT_NUMBER.includes(account.method)
  const needsEmail = NEEDS_EMAIL.includes(account.method)
  const edit = editOf(account, { accountName, accountNumber, email, makeDefault })
  const save = useMutation({
    mutationFn: () => paymentCalls.edit({ capId: account.capId, ...edit }),
    onSuccess: onDone,
    onError: () => setReviewing(false),
  })

  const serverFields = isApiError(save.error) ? save.error.fields : []
  const problems = new Map<Field, MessageKey>()
  if (isSubmitted) {
    for (const p of payoutEditProblems(account.method, edit))
      problems.set(p.field, messageOf(p.code))
  }
  for (const f of serverFields) {
    if (!problems.has(f.field as Field)) problems.set(f.field as Field, messageOf(f.code))
  }
  const errorOf = (field: Field) => {
    const key = problems.get(field)
    return key ? intl.formatMessage({ id: key }) : undefined
  }
  const refusal: MessageKey | null = !save.isError
    ? null
    : isApiError(save.error) && save.error.code === 'ForceLogin'
      ? 'payments.error.signInAgain'
      : isApiError(save.error) && save.error.status === 404
        ? 'accountPayments.error.notFound'
        : serverFields.length > 0
          ? null
          : 'common.error.unknown'

  function review(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    save.reset()
    if (payoutEditProblems(account.method, edit).length > 0) return
    const nothing = Object.keys(edit).length === 0
    setUnchanged(nothing)
    if (!nothing) setReviewing(true)
  }

  if (isReviewing) {
    const reverify = changesPayoutDestination(account.method, account, edit)
    return (
      <Stack gap="sm" aria-live="polite">
        <Text fw={700}>
          <FormattedMessage id="accountPayments.confirm.title" />
        </Text>
        <Text size="sm">
          <FormattedMessage
            id="accountPayments.confirm.intro"
            values={{ name: account.accountName }}
          />
        </Text>
        <List size="sm" spacing={4}>
          {edit.accountName !== undefined && (
            <List.Item>
              <FormattedMessage
                id="accountPayments.confirm.name"
                values={{ value: edit.accountName.trim() }}
              />
            </List.Item>
          )}
          {edit.accountNumber !== undefined && (
            <List.Item>
              <FormattedMessage
                id="accountPayments.confirm.number"
                values={{ last4: edit.accountNumber.replace(/\s/g, '').slice(-4) }}
              />
            </List.Item>
          )}
          {edit.emailAddress !== undefined && (
            <List.Item>
              <FormattedMessage
                id="accountPayments.confirm.email"
                values={{ value: edit.emailAddress }}
              />
            </List.Item>
          )}
          {edit.isDefault && (
            <List.Item>
              <FormattedMessage id="accountPayments.confirm.default" />
            </List.Item>
          )}
        </List>
        {reverify && (
          <Alert color="yellow" variant="light">
            <FormattedMessage id="accountPayments.confirm.reverify" />
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          <FormattedMessage id="accountPayments.confirm.mail" />
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setReviewing(false)} disabled={save.isPending}>
            <FormattedMessage id="accountPayments.confirm.back" />
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} data-autofocus>
            <FormattedMessage id="accountPayments.confirm.save" />
          </Button>
        </Group>
      </Stack>
    )
  }

  return (
    <FormFrame
      onSubmit={review}
      onCancel={onCancel}
      isPending={false}
      refusal={refusal}
      submitLabel="accountPayments.edit.submit"
    >
      <Text size="sm" fw={600}>
        {intl.formatMessage({ id: `payments.method.${account.method}` as MessageKey })}
      </Text>
      <TextInput
        {...field.accountName}
        value={accountName}
        onChange={(e) => setAccountName(e.currentTarget.value)}
        error={errorOf('accountName')}
        styles={READABLE_ERROR}
        data-autofocus
      />
      {needsNumber && (
        <TextInput
          {...field.accountNumber}
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.currentTarget.value)}
          description={intl.formatMessage(
            account.accountNumberLast4
              ? { id: 'accountPayments.edit.numberKeep' }
              : { id: 'accountPayments.edit.numberNew' },
            { last4: account.accountNumberLast4 },
          )}
          error={errorOf('accountNumber')}
          styles={READABLE_ERROR}
        />
      )}
      {needsEmail && (
        <TextInput
          {...field.emailAddress}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errorOf('emailAddress')}
          styles={READABLE_ERROR}
        />
      )}
      {account.isDefault ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="accountPayments.edit.isDefault" />
        </Text>
      ) : (
        <Checkbox
          label={intl.formatMessage({ id: 'accountPayments.edit.makeDefault' })}
          checked={makeDefault}
          onChange={(e) => setMakeDefault(e.currentTarget.checked)}
          error={errorOf('isDefault')}
          styles={{ error: READABLE_ERROR.error }}
        />
      )}
      {isUnchanged && (
        <Text size="sm" role="status">
          <FormattedMessage id="accountPayments.edit.nothing" />
        </Text>
      )}
    </FormFrame>
  )
}
