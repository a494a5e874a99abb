import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { leaveTo } from '../../../lib/browser-location'
import { useStepUpAction } from '../step-up'
import { securityCalls, securityKeys, securityQueries } from '../account-security.queries'
import { ConfirmButton } from './confirm-button'
import { Section } from './security-sections'
import { PlainList } from '../../../components/ui/plain-list'

/** /account/federate: link an OpenID Connect identity and sign in with it. */
export function FederateView({ linked }: { linked: string | null }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const overview = useQuery(securityQueries.overview())
  const [isFailed, setFailed] = useState(false)
  const link = useStepUpAction({
    key: 'account.federate.link',
    authReason: 'federation',
    run: () => securityCalls.federateGenerate(),
    onSuccess: (answer) => leaveTo(answer.url),
    onError: () => setFailed(true),
  })
  const unlink = useStepUpAction({
    key: 'account.federate.unlink',
    authReason: 'federation',
    run: (id: string) => securityCalls.unlinkFederated(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.all }),
    onError: () => setFailed(true),
  })
  const federation = overview.data?.federation
  const provider = federation?.providerName ?? ''
  return (
    <Section title={<FormattedMessage id="federate.title" />}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="federate.intro" />
        </Text>
        {linked === '1' && (
          <Alert color="teal" variant="light" role="status">
            <FormattedMessage id="federate.linked" values={{ provider }} />
          </Alert>
        )}
        {linked === 'conflict' && (
          <Alert color="red" variant="light" role="alert">
            <FormattedMessage id="federate.conflict" />
          </Alert>
        )}
        {isFailed && (
          <Alert color="red" variant="light" role="alert">
            <FormattedMessage id="security.failed" />
          </Alert>
        )}
        {overview.isPending && <Skeleton height={40} />}
        {federation && federation.providerName === null && (
          <Text size="sm">
            <FormattedMessage id="federate.unavailable" />
          </Text>
        )}
        {federation && federation.providerName !== null && (
          <>
            <PlainList gap="xs">
              {federation.identities.length === 0 && (
                <Text size="sm" component="li">
                  <FormattedMessage id="federate.empty" />
                </Text>
              )}
              {federation.identities.map((identity) => (
                <Group key={identity.id} justify="space-between" component="li" wrap="nowrap">
                  <Text size="sm" truncate>
                    <FormattedMessage
                      id="federate.item"
                      values={{
                        email: identity.email ?? identity.issuer,
                        date: formatServerDate(identity.createdAt),
                      }}
                    />
                  </Text>
                  <ConfirmButton
                    label={<FormattedMessage id="federate.unlink" />}
                    question={<FormattedMessage id="federate.unlinkConfirm" />}
                    onConfirm={() => void unlink.execute(identity.id)}
                  />
                </Group>
              ))}
            </PlainList>
            <Group>
              <Button
                onClick={() => void link.execute(undefined)}
                loading={link.isRunning || link.isRedirecting}
                aria-label={intl.formatMessage({ id: 'federate.link' }, { provider })}
              >
                <FormattedMessage id="federate.link" values={{ provider }} />
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Section>
  )
}
