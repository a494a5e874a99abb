import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { startRegistration, browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { useStepUpAction } from '../step-up'
import { securityCalls, securityKeys, securityQueries } from '../account-security.queries'
import { ConfirmButton, describeDevice } from './confirm-button'
import { RecordRow } from '../../../components/ui/record-row'
import { PlainList } from '../../../components/ui/plain-list'
import type { MessageKey } from '../../../i18n/en-us-messages'

/** A card of the security pages: its heading, the line that says what it is for, its content. */
export function Section({
  title,
  intro,
  children,
}: {
  title: ReactNode
  intro?: MessageKey
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="sm">
          <FormattedMessage id={intro} />
        </Text>
      )}
      {children}
    </Paper>
  )
}

function when(iso: string | null, never: string): string {
  return iso ? formatServerDate(iso) : never
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
    <Section
      title={<FormattedMessage id="security.passkeys.title" />}
      intro="security.passkeys.body"
    >
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
      <PlainList gap="xs">
        {passkeys.length === 0 && overview.isSuccess && (
          <Text size="sm" component="li">
            <FormattedMessage id="security.passkeys.empty" />
          </Text>
        )}
        {passkeys.map((passkey) => (
          <RecordRow
            key={passkey.id}
            action={
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
            }
          >
            <Text size="sm" fw={500} truncate>
              {passkey.name}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="security.passkeys.created"
                values={{ date: formatServerDate(passkey.createdAt) }}
              />
            </Text>
          </RecordRow>
        ))}
      </PlainList>
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
        <PlainList gap="sm">
          {items.map((session) => (
            <RecordRow
              key={session.id}
              align="flex-start"
              action={
                !session.isCurrent && (
                  <ConfirmButton
                    label={<FormattedMessage id="security.sessions.revoke" />}
                    question={<FormattedMessage id="security.sessions.revokeConfirm" />}
                    onConfirm={() => void securityCalls.revokeSession(session.id).then(refresh)}
                  />
                )
              }
            >
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
            </RecordRow>
          ))}
        </PlainList>
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
        <PlainList gap={6}>
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
        </PlainList>
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
