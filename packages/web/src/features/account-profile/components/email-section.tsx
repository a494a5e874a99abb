import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { UseStepUpAction } from '../../../components/ui/step-up-action'
import {
  accountProfileCalls,
  accountProfileKeys,
  fieldErrorOf,
  rememberProfile,
} from '../account-profile.queries'

/**
 * The sign-in address and its change (decision 1003): the new address gets a link, and only
 * opening it while signed in makes the change. Asking needs a recent sign-in.
 */
export function EmailSection({
  profile,
  useStepUpAction,
}: {
  profile: AccountProfile
  useStepUpAction: UseStepUpAction
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [formatError, setFormatError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const change = useStepUpAction<string, { pendingEmail: string }>({
    key: 'account-profile-email',
    authReason: 'reauth',
    run: (address) => accountProfileCalls.changeEmail(address),
    onSuccess: (answer) => {
      queryClient.setQueryData<AccountProfile>(accountProfileKeys.all, (old) =>
        old ? { ...old, pendingEmail: answer.pendingEmail } : old,
      )
      setEmail('')
      growl({ kind: 'success', message: 'profile.email.sent', values: answer })
    },
    onError: (error) => setServerError(fieldErrorOf(error, 'email') ?? 'common.error.unknown'),
  })
  const check = async () => {
    if (email.trim() === '') return setFormatError(null)
    try {
      const answer = await accountProfileCalls.checkEmail(email)
      setFormatError(answer.valid ? null : 'profile.error.email')
    } catch {
      setFormatError(null)
    }
  }
  const error = formatError ?? serverError
  return (
    <Stack gap="sm">
      <Text size="sm">
        <FormattedMessage
          id="profile.email.current"
          values={{ email: profile.email, b: (chunks) => <b>{chunks}</b> }}
        />
      </Text>
      {profile.pendingEmail && (
        <Alert
          color="blue"
          variant="light"
          title={intl.formatMessage({ id: 'profile.email.pendingTitle' })}
        >
          <FormattedMessage id="profile.email.pending" values={{ email: profile.pendingEmail }} />
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setServerError(null)
          if (email.trim() !== '' && formatError === null) void change.execute(email.trim())
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 240px' }}
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'profile.email.new' })}
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value)
              setServerError(null)
            }}
            onBlur={() => void check()}
            error={error ? intl.formatMessage({ id: error }) : undefined}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            variant="default"
            disabled={email.trim() === ''}
            loading={change.isRunning || change.isRedirecting}
          >
            <FormattedMessage id="profile.email.send" />
          </Button>
        </Group>
      </form>
    </Stack>
  )
}

/** The page opened from the confirmation link: one button makes the new address the sign-in one. */
export function ConfirmEmailNotice({
  token,
  profile,
  onDone,
}: {
  token: string
  profile: AccountProfile
  onDone: () => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: () => accountProfileCalls.confirmEmail(token),
    onSuccess: (saved) => {
      rememberProfile(queryClient, saved)
      growl({ kind: 'success', message: 'profile.email.confirmed', values: { email: saved.email } })
      onDone()
    },
  })
  return (
    <Alert
      color="blue"
      variant="light"
      title={intl.formatMessage({ id: 'profile.email.confirmTitle' })}
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage
            id={
              profile.pendingEmail
                ? 'profile.email.confirmText'
                : 'profile.email.confirmTextUnknown'
            }
            values={{ email: profile.pendingEmail ?? '' }}
          />
        </Text>
        {confirm.isError && (
          <Text size="sm" c="red" role="alert">
            <FormattedMessage
              id={
                fieldErrorOf(confirm.error, 'token') ??
                fieldErrorOf(confirm.error, 'email') ??
                'common.error.unknown'
              }
            />
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
            <FormattedMessage id="profile.email.confirm" />
          </Button>
          <Button variant="default" onClick={onDone}>
            <FormattedMessage id="profile.email.notNow" />
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
