import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { isApiError } from '../../../lib/api-client'
import {
  deniedRedirect,
  oauthAppCalls,
  oauthAppQueries,
  type AuthorizeRequest,
} from '../oauth-apps.queries'
import { useStepUpAction } from '../step-up'

/**
 * /account/oauth/authorize: an app asks for access (authorization code with PKCE). The seller
 * sees the app, who registered it, where it will send them back and what it may do; Approve
 * gets a code for a registered redirect URI only, Deny goes back with access_denied.
 */
export function OAuthConsentView({ request }: { request: AuthorizeRequest | null }) {
  const consent = useQuery({
    ...oauthAppQueries.consent(request ?? emptyRequest),
    enabled: request !== null,
  })
  const [isLeaving, setLeaving] = useState(false)
  const approve = useStepUpAction({
    key: 'account.oauth.approve',
    authReason: 'api-token',
    run: oauthAppCalls.approve,
    onSuccess: (answer) => {
      setLeaving(true)
      window.location.assign(answer.redirectTo)
    },
  })
  if (request === null || consent.isError) {
    const isInvalid =
      request === null || (isApiError(consent.error) && consent.error.status === 400)
    return (
      <Alert color="red" variant="light" role="alert">
        <FormattedMessage id={isInvalid ? 'oauthConsent.invalid' : 'oauthConsent.loadFailed'} />
      </Alert>
    )
  }
  if (!consent.data) return <Text size="sm">…</Text>
  const app = consent.data
  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="md">
        <Title order={2} size="h3">
          <FormattedMessage id="oauthConsent.heading" values={{ app: app.name }} />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="oauthConsent.registeredBy"
            values={{ owner: app.ownerName, origin: <strong>{app.redirectOrigin}</strong> }}
          />
        </Text>
        <div>
          <Text size="sm" fw={500} mb={4}>
            <FormattedMessage id="oauthConsent.scopes" />
          </Text>
          <List size="sm" spacing={4}>
            {app.scopes.map((scope) => (
              <List.Item key={scope}>
                <FormattedMessage id={`oauthConsent.scope.${scope}`} />
              </List.Item>
            ))}
          </List>
        </div>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="oauthConsent.revoke" />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={approve.isRunning || isLeaving}
            onClick={() => {
              setLeaving(true)
              window.location.assign(deniedRedirect(request))
            }}
          >
            <FormattedMessage id="oauthConsent.deny" />
          </Button>
          <Button
            loading={approve.isRunning || isLeaving}
            onClick={() => void approve.execute(request)}
          >
            <FormattedMessage id="oauthConsent.approve" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

const emptyRequest: AuthorizeRequest = {
  client_id: '',
  redirect_uri: '',
  scope: '',
  code_challenge: '',
  code_challenge_method: '',
}
