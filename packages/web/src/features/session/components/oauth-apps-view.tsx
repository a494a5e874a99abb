import { Alert, Button, Code, Group, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { oauthAppCalls, oauthAppKeys, oauthAppQueries } from '../oauth-apps.queries'
import { useStepUpAction } from '../step-up'
import { ConfirmButton } from './confirm-button'
import { Section } from './security-sections'
import { RecordRow } from '../../../components/ui/record-row'
import { PlainList } from '../../../components/ui/plain-list'

/** /account/oauth: the apps this seller registered for the authorization-code flow. */
export function OAuthAppsView() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const apps = useQuery(oauthAppQueries.list())
  const [name, setName] = useState('')
  const [uris, setUris] = useState('')
  const [failed, setFailed] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: oauthAppKeys.all })
  const register = useStepUpAction({
    key: 'account.oauthApp.register',
    authReason: 'api-token',
    run: oauthAppCalls.register,
    onSuccess: () => {
      setName('')
      setUris('')
      setFailed(false)
      void refresh()
    },
    onError: () => setFailed(true),
  })
  const remove = useStepUpAction({
    key: 'account.oauthApp.remove',
    authReason: 'api-token',
    run: oauthAppCalls.remove,
    onSuccess: () => void refresh(),
    onError: () => setFailed(true),
  })
  const items = apps.data?.items ?? []
  return (
    <Section title={<FormattedMessage id="oauthApps.title" />} intro="oauthApps.body">
      {failed && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          <FormattedMessage id="oauthApps.failed" />
        </Alert>
      )}
      <PlainList gap="sm">
        {apps.isSuccess && items.length === 0 && (
          <Text size="sm" component="li">
            <FormattedMessage id="oauthApps.empty" />
          </Text>
        )}
        {items.map((app) => (
          <RecordRow
            key={app.clientId}
            align="flex-start"
            action={
              <ConfirmButton
                label={<FormattedMessage id="oauthApps.remove" />}
                question={
                  <FormattedMessage id="oauthApps.removeConfirm" values={{ name: app.name }} />
                }
                onConfirm={() => void remove.execute(app.clientId)}
              />
            }
          >
            <Text size="sm" fw={500}>
              {app.name}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="oauthApps.meta"
                values={{ date: formatServerDate(app.createdAt) }}
              />{' '}
              <Code style={{ wordBreak: 'break-all' }}>{app.clientId}</Code>
            </Text>
            {app.redirectUris.map((uri) => (
              <Text key={uri} size="xs" style={{ wordBreak: 'break-all' }}>
                {uri}
              </Text>
            ))}
          </RecordRow>
        ))}
      </PlainList>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const redirectUris = uris
            .split(/\s+/)
            .map((u) => u.trim())
            .filter(Boolean)
          void register.execute({ name: name.trim(), redirectUris })
        }}
      >
        <Stack gap="xs" mt="md">
          <TextInput
            label={<FormattedMessage id="oauthApps.name" />}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={80}
            required
          />
          <Textarea
            label={<FormattedMessage id="oauthApps.redirectUris" />}
            description={intl.formatMessage({ id: 'oauthApps.redirectUris.hint' })}
            value={uris}
            onChange={(event) => setUris(event.currentTarget.value)}
            autosize
            minRows={2}
            required
          />
          <Group>
            <Button type="submit" variant="default" loading={register.isRunning}>
              <FormattedMessage id="oauthApps.register" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  )
}
