import {
  Badge,
  Button,
  Code,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CreatedApiToken } from '@namefolio/core/auth/api-token.contract'
import {
  API_SCOPE_AREAS,
  type ApiScope,
  type ApiScopeArea,
} from '@namefolio/core/auth/api-token.constants'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { useStepUpAction } from '../step-up'
import { securityCalls, securityKeys, securityQueries } from '../account-security.queries'
import { ConfirmButton } from './confirm-button'
import { Section } from './security-sections'
import { SecretShownOnce } from '../../../components/ui/secret-shown-once'
import { SECURITY_COPY_LABELS } from './security-copy-labels'

type Access = 'none' | 'read' | 'write'

/** /account/oauth: personal access tokens (shown once) and apps authorised by OAuth. */
export function ApiTokensView() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const tokens = useQuery(securityQueries.tokens())
  const [name, setName] = useState('')
  const [access, setAccess] = useState<Record<ApiScopeArea, Access>>({
    portfolio: 'read',
    leads: 'none',
    sales: 'none',
    webhooks: 'none',
  })
  const [created, setCreated] = useState<CreatedApiToken | null>(null)
  const [error, setError] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.tokens() })
  const create = useStepUpAction({
    key: 'account.apiToken.create',
    authReason: 'api-token',
    run: (input: { name: string; scopes: ApiScope[] }) => securityCalls.createToken(input),
    onSuccess: (answer) => {
      setCreated(answer)
      setName('')
      void refresh()
    },
    onError: () => setError(intl.formatMessage({ id: 'security.failed' })),
  })
  const scopes = API_SCOPE_AREAS.flatMap((area) =>
    access[area] === 'none' ? [] : [`${area}:${access[area]}` as ApiScope],
  )
  const submit = () => {
    setError(null)
    if (scopes.length === 0) return setError(intl.formatMessage({ id: 'tokens.create.needScope' }))
    void create.execute({ name: name.trim(), scopes })
  }
  const items = tokens.data?.items ?? []
  return (
    <Stack gap="md">
      <Section title={<FormattedMessage id="tokens.create.title" />}>
        {created ? (
          <SecretShownOnce
            title="tokens.created.title"
            body="tokens.created.body"
            secret={created.secret}
            testId="new-token"
            labels={SECURITY_COPY_LABELS}
            onDone={() => setCreated(null)}
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={<FormattedMessage id="tokens.create.name" />}
                placeholder={intl.formatMessage({ id: 'tokens.create.namePlaceholder' })}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                required
                maxLength={80}
              />
              <Text size="sm" fw={500} id="scopes-label">
                <FormattedMessage id="tokens.create.scopes" />
              </Text>
              <Stack gap="xs" role="group" aria-labelledby="scopes-label">
                {API_SCOPE_AREAS.map((area) => (
                  <Group key={area} justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" id={`scope-${area}`}>
                      <FormattedMessage id={`tokens.area.${area}`} />
                    </Text>
                    <SegmentedControl
                      size="xs"
                      aria-labelledby={`scope-${area}`}
                      value={access[area]}
                      onChange={(value) => setAccess({ ...access, [area]: value as Access })}
                      data={[
                        { value: 'none', label: intl.formatMessage({ id: 'tokens.create.none' }) },
                        { value: 'read', label: intl.formatMessage({ id: 'tokens.create.read' }) },
                        {
                          value: 'write',
                          label: intl.formatMessage({ id: 'tokens.create.write' }),
                        },
                      ]}
                    />
                  </Group>
                ))}
              </Stack>
              {error && (
                <Text c="red" size="sm" role="alert">
                  {error}
                </Text>
              )}
              <Group>
                <Button
                  type="submit"
                  loading={create.isRunning || create.isRedirecting}
                  disabled={name.trim() === ''}
                >
                  <FormattedMessage id="tokens.create.submit" />
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Section>
      <Section title={<FormattedMessage id="tokens.list.title" />}>
        {items.length === 0 && tokens.isSuccess && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="tokens.list.empty" />
          </Text>
        )}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {items.map((token) => (
                  <Table.Tr key={token.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {token.name} <Code>{token.prefix}…</Code>
                      </Text>
                      <Group gap={4} mt={4}>
                        {token.scopes.map((scope) => (
                          <Badge key={scope} size="xs" variant="light">
                            {scope}
                          </Badge>
                        ))}
                      </Group>
                      <Text size="xs" c="dimmed" mt={4}>
                        <FormattedMessage
                          id="tokens.list.meta"
                          values={{
                            created: formatServerDate(token.createdAt),
                            used: token.lastUsedAt
                              ? formatServerDate(token.lastUsedAt)
                              : intl.formatMessage({ id: 'security.never' }),
                          }}
                        />
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" valign="top">
                      <ConfirmButton
                        label={<FormattedMessage id="tokens.revoke" />}
                        question={
                          <FormattedMessage
                            id="tokens.revokeConfirm"
                            values={{ name: token.name }}
                          />
                        }
                        onConfirm={() => void securityCalls.revokeToken(token.id).then(refresh)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section title={<FormattedMessage id="tokens.oauth.title" />}>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="tokens.oauth.body" />
        </Text>
      </Section>
    </Stack>
  )
}
