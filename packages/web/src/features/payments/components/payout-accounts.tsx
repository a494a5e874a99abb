import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PAYMENT_METHODS, type PaymentMethod } from '@namefolio/core/sales/transaction-status'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import type { UseStepUpAction } from '../../../components/ui/step-up-action'
import {
  NEEDS_ACCOUNT_NUMBER,
  NEEDS_EMAIL,
  paymentCalls,
  paymentKeys,
  paymentQueries,
  type PayoutAccount,
} from '../payments.queries'
import { FormFrame } from '../../../components/ui/form-frame'
import { LoadError } from '../../../components/ui/load-error'
import { confirmRecentSignIn } from '../../../lib/recent-sign-in'
import { growl } from '../../../components/ui/growl'
import { OnboardingBadge, OnboardingHint, VerifyButton } from './account-onboarding'
import { EditAccountForm } from './edit-account-form'
import { usePayoutFieldProps } from './payout-field-props'
import { PlainList } from '../../../components/ui/plain-list'

function AddAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const intl = useIntl()
  const field = usePayoutFieldProps()
  const queryClient = useQueryClient()
  const [method, setMethod] = useState<PaymentMethod>('US_WIRE')
  const [accountName, setAccountName] = useState('')
  const [accountNumber, setAccountNumber] = useState('')
  const [email, setEmail] = useState('')
  const [isDefault, setDefault] = useState(true)
  const [isSubmitted, setSubmitted] = useState(false)
  const needsNumber = NEEDS_ACCOUNT_NUMBER.includes(method)
  const needsEmail = NEEDS_EMAIL.includes(method)
  const add = useMutation({
    mutationFn: paymentCalls.add,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.accounts })
      onDone()
    },
  })
  const problems = {
    accountName: accountName.trim() === '',
    accountNumber: needsNumber && !/^[\w -]{4,40}$/.test(accountNumber.trim()),
    email: needsEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim()),
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.values(problems).some(Boolean)) return
    add.mutate({
      method,
      accountName: accountName.trim(),
      ...(needsNumber ? { accountNumber: accountNumber.trim() } : {}),
      ...(needsEmail ? { emailAddress: email.trim() } : {}),
      isDefault,
    })
  }
  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onCancel}
      isPending={add.isPending}
      refusal={
        !add.isError
          ? null
          : isApiError(add.error) && add.error.code === 'ForceLogin'
            ? 'payments.error.signInAgain'
            : isApiError(add.error) &&
                add.error.fields[0]?.code === 'payments.accountNumber.required'
              ? 'payments.accountNumber.required'
              : 'common.error.unknown'
      }
      submitLabel="payments.add.submit"
    >
      <Select
        label={intl.formatMessage({ id: 'payments.field.method' })}
        data={PAYMENT_METHODS.map((m) => ({
          value: m,
          label: intl.formatMessage({ id: `payments.method.${m}` as MessageKey }),
        }))}
        value={method}
        allowDeselect={false}
        onChange={(v) => v && setMethod(v as PaymentMethod)}
        data-autofocus
      />
      <TextInput
        {...field.accountName}
        value={accountName}
        onChange={(e) => setAccountName(e.currentTarget.value)}
        error={
          isSubmitted && problems.accountName
            ? intl.formatMessage({ id: 'payments.error.accountName' })
            : undefined
        }
      />
      {needsNumber && (
        <TextInput
          {...field.accountNumber}
          value={accountNumber}
          required
          onChange={(e) => setAccountNumber(e.currentTarget.value)}
          description={intl.formatMessage({ id: 'payments.field.accountNumberHint' })}
          error={
            isSubmitted && problems.accountNumber
              ? intl.formatMessage({ id: 'payments.accountNumber.required' })
              : undefined
          }
        />
      )}
      {needsEmail && (
        <TextInput
          {...field.emailAddress}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={
            isSubmitted && problems.email
              ? intl.formatMessage({ id: 'payments.error.email' })
              : undefined
          }
        />
      )}
      <Checkbox
        label={intl.formatMessage({ id: 'payments.field.isDefault' })}
        checked={isDefault}
        onChange={(e) => setDefault(e.currentTarget.checked)}
      />
    </FormFrame>
  )
}

function AccountCard({
  account,
  onEdit,
  isOpeningEdit,
  onRemove,
  isRemoving,
}: {
  account: PayoutAccount
  onEdit: () => void
  isOpeningEdit: boolean
  onRemove: () => void
  isRemoving: boolean
}) {
  const intl = useIntl()
  return (
    <Card component="li" withBorder padding="md" data-account={account.capId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700}>
            {intl.formatMessage({ id: `payments.method.${account.method}` as MessageKey })}
          </Text>
          <Text size="sm">{account.accountName}</Text>
          <Text size="sm" c="dimmed" className="nf-tabular">
            {account.accountNumberLast4
              ? `•••• ${account.accountNumberLast4}`
              : (account.emailAddress ?? '')}
          </Text>
        </Stack>
        <Group gap={6}>
          {account.isDefault && (
            <Badge variant="light" radius="sm" tt="none">
              <FormattedMessage id="payments.default" />
            </Badge>
          )}
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            color={account.isPayable ? 'teal' : 'orange'}
          >
            <FormattedMessage id={account.isPayable ? 'payments.payable' : 'payments.notPayable'} />
          </Badge>
          <OnboardingBadge account={account} />
        </Group>
      </Group>
      {!account.isPayable && (
        <Text size="xs" c="dimmed" mt="xs">
          <FormattedMessage id="payments.notPayableHint" />
        </Text>
      )}
      <OnboardingHint account={account} />
      <Group justify="flex-end" mt="sm" gap="xs">
        <VerifyButton account={account} />
        <Button
          variant="default"
          size="xs"
          onClick={onEdit}
          loading={isOpeningEdit}
          aria-label={intl.formatMessage(
            { id: 'accountPayments.edit.labelFor' },
            { name: account.accountName },
          )}
        >
          <FormattedMessage id="accountPayments.edit" />
        </Button>
        <Button
          color="red"
          variant="subtle"
          size="xs"
          onClick={onRemove}
          loading={isRemoving}
          aria-label={intl.formatMessage(
            { id: 'payments.remove.labelFor' },
            { name: account.accountName },
          )}
        >
          <FormattedMessage id="payments.remove" />
        </Button>
      </Group>
    </Card>
  )
}

/** /account/payments: payout accounts (spec §3 payment methods, §7 capId and isPayable). */

export function PayoutAccounts({ useStepUpAction }: { useStepUpAction: UseStepUpAction }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const accounts = useQuery(paymentQueries.accounts())
  const [isAdding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<PayoutAccount | null>(null)
  const [editing, setEditing] = useState<PayoutAccount | null>(null)
  const [opening, setOpening] = useState<string | null>(null)
  const [failure, setFailure] = useState(false)
  const openForm = useStepUpAction({
    key: 'payments.add',
    authReason: 'payout',
    run: (_: null) => confirmRecentSignIn(),
    onSuccess: () => setAdding(true),
    onError: () => setFailure(true),
  })
  // Editing shows and changes where money goes: the same recent sign-in as adding (decision 1030).
  const openEdit = useStepUpAction({
    key: 'payments.edit',
    authReason: 'payout',
    run: async (capId: string) => {
      setOpening(capId)
      await confirmRecentSignIn()
      return capId
    },
    onSuccess: (capId) => {
      setOpening(null)
      setEditing(accounts.data?.items.find((a) => a.capId === capId) ?? null)
    },
    onError: () => {
      setOpening(null)
      setFailure(true)
    },
  })
  const remove = useStepUpAction({
    key: 'payments.remove',
    authReason: 'payout',
    run: (capId: string) => paymentCalls.remove(capId),
    onSuccess: () => {
      setRemoving(null)
      void queryClient.invalidateQueries({ queryKey: paymentKeys.accounts })
    },
    onError: () => {
      setRemoving(null)
      setFailure(true)
    },
  })

  if (accounts.isPending) {
    return (
      <Delayed>
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={100} />
          ))}
        </Stack>
      </Delayed>
    )
  }
  if (accounts.isError) {
    return <LoadError message="sales.error.load" onRetry={() => void accounts.refetch()} />
  }
  const { items, sandbox } = accounts.data
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        {sandbox ? (
          <Badge color="yellow" variant="light" radius="sm" tt="none">
            <FormattedMessage id="sales.sandbox" />
          </Badge>
        ) : (
          <span />
        )}
        <Button
          onClick={() => {
            setFailure(false)
            void openForm.execute(null)
          }}
          loading={openForm.isRunning || openForm.isRedirecting}
        >
          <FormattedMessage id="payments.add" />
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="payments.stepUpHint" />
      </Text>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          <FormattedMessage id="common.error.unknown" />
        </Alert>
      )}
      {items.length === 0 ? (
        <EmptyState title={<FormattedMessage id="payments.empty.title" />}>
          <FormattedMessage id="payments.empty.body" />
        </EmptyState>
      ) : (
        <PlainList gap="xs">
          {items.map((a) => (
            <AccountCard
              key={a.capId}
              account={a}
              onEdit={() => {
                setFailure(false)
                void openEdit.execute(a.capId)
              }}
              isOpeningEdit={opening === a.capId && (openEdit.isRunning || openEdit.isRedirecting)}
              onRemove={() => setRemoving(a)}
              isRemoving={remove.isRunning && removing?.capId === a.capId}
            />
          ))}
        </PlainList>
      )}
      <Modal
        opened={isAdding}
        onClose={() => setAdding(false)}
        title={intl.formatMessage({ id: 'payments.add' })}
        centered
      >
        {isAdding && (
          <AddAccountForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        )}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={intl.formatMessage({ id: 'accountPayments.edit.title' })}
        centered
      >
        {editing && (
          <EditAccountForm
            account={editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null)
              growl({ kind: 'success', message: 'accountPayments.saved' })
              // Everything on the page may show the account (the parking payout target too).
              void queryClient.invalidateQueries()
            }}
          />
        )}
      </Modal>
      {removing && (
        <ConfirmDialog
          title={<FormattedMessage id="payments.remove.title" />}
          confirmLabel={<FormattedMessage id="payments.remove" />}
          cancelLabel={<FormattedMessage id="sales.cancel" />}
          isDanger
          isBusy={remove.isRunning || remove.isRedirecting}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove.execute(removing.capId)}
        >
          <FormattedMessage id="payments.remove.question" values={{ name: removing.accountName }} />
        </ConfirmDialog>
      )}
    </Stack>
  )
}
