import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { startRegistration, browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { TotpEnrolment } from '@namefolio/core/auth/account-security.contract'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { isApiError } from '../../../lib/api-client'
import { useStepUpAction } from '../step-up'
import { securityCalls, securityKeys, securityQueries } from '../account-security.queries'
import { ConfirmButton, describeDevice } from './confirm-button'

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

function when(iso: string | null, never: string): string {
  return iso ? formatServerDate(iso) : never
}

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
      <Group mt="sm" gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              <FormattedMessage id={copied ? 'security.copied' : 'security.copy'} />
            </Button>
          )}
        </CopyButton>
        <Button size="xs" onClick={onDone}>
          <FormattedMessage id="security.done" />
        </Button>
      </Group>
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

export function PasskeysSection() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const overview = useQuery(securityQueries.overview())
  const [name, setName] = useState(intl.formatMessage({ id: 'security.passkeys.defaultName' }))
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.all })
  const add = useStepUpAction({
    key: 'account.passkey.add',
    authReason: 'second-factor',
    run: async (passkeyName: string) => {
      const options = await securityCalls.passkeyOptions()
      const response = await startRegistration({ optionsJSON: options as never })
      return securityCalls.addPasskey(passkeyName, response)
    },
    onSuccess: () => {
      setMessage({ ok: true, text: intl.formatMessage({ id: 'security.passkeys.added' }) })
      void refresh()
    },
    onError: () => setMessage({ ok: false, text: intl.formatMessage({ id: 'security.failed' }) }),
  })
  const remove = useStepUpAction({
    key: 'account.passkey.remove',
    authReason: 'second-factor',
    run: (id: string) => securityCalls.removePasskey(id),
    onSuccess: () => void refresh(),
    onError: () => setMessage({ ok: false, text: intl.formatMessage({ id: 'security.failed' }) }),
  })
  const isSupported = typeof window !== 'undefined' && browserSupportsWebAuthn()
  const passkeys = overview.data?.passkeys ?? []
  return (
    <Section title={<FormattedMessage id="security.passkeys.title" />}>
      <Text size="sm" c="dimmed" mb="sm">
        <FormattedMessage id="security.passkeys.body" />
      </Text>
      {message && (
        <Alert
          color={message.ok ? 'teal' : 'red'}
          variant="light"
          mb="sm"
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      )}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {passkeys.length === 0 && overview.isSuccess && (
          <Text size="sm" component="li">
            <FormattedMessage id="security.passkeys.empty" />
          </Text>
        )}
        {passkeys.map((passkey) => (
          <Group key={passkey.id} justify="space-between" component="li" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {passkey.name}
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="security.passkeys.created"
                  values={{ date: formatServerDate(passkey.createdAt) }}
                />
              </Text>
            </div>
            <ConfirmButton
              label={<FormattedMessage id="security.passkeys.remove" />}
              question={
                <FormattedMessage
                  id="security.passkeys.removeConfirm"
                  values={{ name: passkey.name }}
                />
              }
              onConfirm={() => void remove.execute(passkey.id)}
            />
          </Group>
        ))}
      </Stack>
      {isSupported ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void add.execute(name.trim() || 'Passkey')
          }}
        >
          <Group mt="md" gap="sm" align="flex-end">
            <TextInput
              label={<FormattedMessage id="security.passkeys.name" />}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={60}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="default" loading={add.isRunning}>
              <FormattedMessage id="security.passkeys.add" />
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          <FormattedMessage id="security.passkeys.unsupported" />
        </Text>
      )}
    </Section>
  )
}

export function SessionsSection() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const sessions = useQuery(securityQueries.sessions())
  const history = useQuery(securityQueries.signIns())
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() })
  const never = intl.formatMessage({ id: 'security.never' })
  const items = sessions.data?.items ?? []
  return (
    <>
      <Section title={<FormattedMessage id="security.sessions.title" />}>
        {sessions.isPending && <Skeleton height={60} />}
        {sessions.isError && (
          <Text c="red" size="sm" role="alert">
            <FormattedMessage id="security.error" />
          </Text>
        )}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((session) => (
            <Group
              key={session.id}
              justify="space-between"
              component="li"
              wrap="nowrap"
              align="flex-start"
            >
              <div style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text size="sm" fw={500} truncate>
                    {describeDevice(session.userAgent) ??
                      intl.formatMessage({ id: 'security.sessions.unknownDevice' })}
                  </Text>
                  {session.isCurrent && (
                    <Badge size="xs" variant="light" color="teal">
                      <FormattedMessage id="security.sessions.current" />
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="security.sessions.lastSeen"
                    values={{
                      date: when(session.lastSeenAt, never),
                      ip: session.ipAddress ?? '--',
                    }}
                  />
                </Text>
              </div>
              {!session.isCurrent && (
                <ConfirmButton
                  label={<FormattedMessage id="security.sessions.revoke" />}
                  question={<FormattedMessage id="security.sessions.revokeConfirm" />}
                  onConfirm={() => void securityCalls.revokeSession(session.id).then(refresh)}
                />
              )}
            </Group>
          ))}
        </Stack>
        {items.length > 1 && (
          <Group mt="md">
            <ConfirmButton
              label={<FormattedMessage id="security.sessions.revokeOthers" />}
              question={<FormattedMessage id="security.sessions.revokeOthersConfirm" />}
              onConfirm={() => void securityCalls.revokeOtherSessions().then(refresh)}
            />
          </Group>
        )}
      </Section>
      <Section title={<FormattedMessage id="security.history.title" />}>
        {history.isPending && <Skeleton height={60} />}
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {(history.data?.items ?? []).slice(0, 10).map((event) => (
            <Text key={event.id} component="li" size="sm">
              <Badge size="xs" variant="light" color={event.isSuccess ? 'teal' : 'red'} mr={6}>
                <FormattedMessage
                  id={event.isSuccess ? 'security.history.success' : 'security.history.failure'}
                />
              </Badge>
              {formatServerDate(event.createdAt)} ·{' '}
              {intl.formatMessage({
                id: `security.history.method.${event.method}`,
                defaultMessage: event.method,
              })}{' '}
              · {event.ipAddress ?? '--'} · {describeDevice(event.userAgent) ?? '--'}
            </Text>
          ))}
        </Stack>
      </Section>
    </>
  )
}

export function PasswordSection() {
  return (
    <Section title={<FormattedMessage id="security.password.title" />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="security.password.body" />
        </Text>
        {/* The sign-in service's page (DESIGN.md §4): the portal has no password form. */}
        <Anchor href="/password/change" fw={500} size="sm">
          <FormattedMessage id="security.password.change" />
        </Anchor>
      </Group>
    </Section>
  )
}
