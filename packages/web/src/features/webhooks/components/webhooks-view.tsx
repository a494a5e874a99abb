import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { webhookKeys, webhookQueries } from '../webhooks.queries'
import { WebhookAddForm } from './webhook-add-form'
import { WebhookEndpointCard } from './webhook-endpoint-card'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** /account/webhooks: the add form and the owner's endpoints with their logs (issue 24). */
export function WebhooksView() {
  const queryClient = useQueryClient()
  const list = useQuery(webhookQueries.list())
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() })
  return (
    <Stack gap="md">
      <Section title={<FormattedMessage id="webhooks.add.title" />}>
        <WebhookAddForm onAdded={() => void refresh()} />
      </Section>
      <Section title={<FormattedMessage id="webhooks.list.title" />}>
        {list.isPending && (
          <Delayed>
            <Text size="sm" c="dimmed" role="status">
              <FormattedMessage id="webhooks.loading" />
            </Text>
          </Delayed>
        )}
        {list.isError && (
          <LoadError
            message="webhooks.list.loadError"
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        )}
        {list.isSuccess && list.data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="webhooks.list.empty" />
          </Text>
        )}
        {list.isSuccess && list.data.items.length > 0 && (
          <Stack gap="sm">
            {list.data.items.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.endpointId} endpoint={endpoint} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  )
}
