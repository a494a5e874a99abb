import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { TotpEnrolment } from '@namefolio/core/auth/account-security.contract'
import { isApiError } from '../../../lib/api-client'
import { useStepUpAction } from '../step-up'
import { securityCalls, securityKeys, securityQueries } from '../account-security.queries'
import { ConfirmButton } from './confirm-button'
import { Section } from './security-sections'
import { CopyAndDone } from '../../../components/ui/copy-and-done'
import { SECURITY_COPY_LABELS } from './security-copy-labels'

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n')
  return (
    <Alert
      color="yellow"
      variant="light"
      title={<FormattedMessage id="security.totp.codesTitle" />}
    >
      <Text size="sm" mb="xs">
        <FormattedMessage id="security.totp.codesBody" />
      </Text>
      <SimpleGrid cols={2} spacing={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <CopyAndDone value={text} onDone={onDone} labels={SECURITY_COPY_LABELS} />
    </Alert>
  )
}

function TotpEnrolForm({
  enrolment,
  onEnabled,
}: {
  enrolment: TotpEnrolment
  onEnabled: (codes: string[]) => void
}) {
  const intl = useIntl()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    setError(null)
    try {
      const answer = await securityCalls.confirmTotp(code)
      onEnabled(answer.recoveryCodes)
    } catch (cause) {
      setError(
        intl.formatMessage({
          id:
            isApiError(cause) && cause.code === 'VALIDATION'
              ? 'security.totp.invalidCode'
              : 'security.failed',
        }),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        <FormattedMessage id="security.totp.scan" />
      </Text>
      <Group align="flex-start" gap="lg">
        <Image
          src={enrolment.qrCode}
          alt={intl.formatMessage({ id: 'security.totp.qrAlt' })}
          w={180}
          h={180}
          bg="white"
          p={6}
          radius="sm"
        />
        <Stack gap={4} maw="100%" style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            <FormattedMessage id="security.totp.key" />
          </Text>
          <Code style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {enrolment.secret}
          </Code>
        </Stack>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Group gap="sm" align="flex-end">
          <TextInput
            label={<FormattedMessage id="security.totp.code" />}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            w={140}
            error={error !== null}
            styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
          />
          <Button type="submit" loading={isBusy} disabled={code.length !== 6}>
            <FormattedMessage id="security.totp.verify" />
          </Button>
        </Group>
        {error && (
          <Text c="red" size="sm" mt={4} role="alert">
            {error}
          </Text>
        )}
      </form>
    </Stack>
  )
}

export function TotpSection() {
  const queryClient = useQueryClient()
  const overview = useQuery(securityQueries.overview())
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.all })
  const enrol = useStepUpAction({
    key: 'account.totp.enrol',
    authReason: 'second-factor',
    run: () => securityCalls.startTotp(),
    onSuccess: (answer) => setEnrolment(answer),
    onError: () => setError(true),
  })
  const disable = useStepUpAction({
    key: 'account.totp.disable',
    authReason: 'second-factor',
    run: () => securityCalls.disableTotp(),
    onSuccess: () => void refresh(),
    onError: () => setError(true),
  })
  const renew = useStepUpAction({
    key: 'account.totp.recoveryCodes',
    authReason: 'second-factor',
    run: () => securityCalls.newRecoveryCodes(),
    onSuccess: (answer) => setCodes(answer.recoveryCodes),
    onError: () => setError(true),
  })
  const totp = overview.data?.totp
  return (
    <Section title={<FormattedMessage id="security.totp.title" />}>
      {(enrol.isResuming || disable.isResuming || renew.isResuming) && (
        <Text size="sm" c="dimmed" role="status">
          <FormattedMessage id="security.resuming" />
        </Text>
      )}
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mb="sm"
          withCloseButton
          onClose={() => setError(false)}
        >
          <FormattedMessage id="security.failed" />
        </Alert>
      )}
      {overview.isPending && <Skeleton height={40} />}
      {codes && (
        <RecoveryCodesList
          codes={codes}
          onDone={() => {
            setCodes(null)
            void refresh()
          }}
        />
      )}
      {!codes && enrolment && (
        <TotpEnrolForm
          enrolment={enrolment}
          onEnabled={(recovery) => {
            setEnrolment(null)
            setCodes(recovery)
          }}
        />
      )}
      {!codes && !enrolment && totp && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={totp.isEnabled ? 'teal' : 'gray'} variant="light">
              {totp.isEnabled ? 'On' : 'Off'}
            </Badge>
            <Text size="sm">
              {totp.isEnabled ? (
                <FormattedMessage
                  id="security.totp.on"
                  values={{ count: totp.recoveryCodesLeft }}
                />
              ) : (
                <FormattedMessage id="security.totp.off" />
              )}
            </Text>
          </Group>
          <Group gap="xs">
            {totp.isEnabled ? (
              <>
                <Button
                  size="xs"
                  variant="default"
                  loading={renew.isRunning}
                  onClick={() => void renew.execute(undefined)}
                >
                  <FormattedMessage id="security.totp.newCodes" />
                </Button>
                <ConfirmButton
                  label={<FormattedMessage id="security.totp.turnOff" />}
                  question={<FormattedMessage id="security.totp.turnOffConfirm" />}
                  loading={disable.isRunning}
                  onConfirm={() => void disable.execute(undefined)}
                />
              </>
            ) : (
              <Button
                size="sm"
                loading={enrol.isRunning || enrol.isRedirecting}
                onClick={() => void enrol.execute(undefined)}
              >
                <FormattedMessage id="security.totp.setUp" />
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Section>
  )
}
