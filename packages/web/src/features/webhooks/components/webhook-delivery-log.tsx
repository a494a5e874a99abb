import { Badge, Button, Code, Stack, Table, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { WebhookAttempt, WebhookDelivery } from '@namefolio/core/webhooks/webhooks.contract'
import { Delayed } from '../../../components/ui/delayed'
import { growl } from '../../../components/ui/growl'
import { LoadError } from '../../../components/ui/load-error'
import { webhookErrorOf } from '../webhook-errors'
import { webhookCalls, webhookKeys, webhookQueries } from '../webhooks.queries'

const STATE_COLOR = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const

function AttemptLine({ attempt }: { attempt: WebhookAttempt }) {
  const intl = useIntl()
  const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300
  return (
    <li>
      <Text size="xs" component="span">
        <Badge
          size="xs"
          variant="light"
          color={ok ? 'teal' : 'red'}
          mr={6}
          data-testid="attempt-code"
        >
          {attempt.statusCode ?? intl.formatMessage({ id: 'webhooks.log.noAnswer' })}
        </Badge>
        <FormattedMessage
          id="webhooks.log.attempt"
          values={{
            duration: attempt.durationMs,
            when: formatServerDate(attempt.at),
          }}
        />
      </Text>
      {(attempt.error ?? attempt.responseExcerpt) && (
        <Code block fz="xs" mt={2} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {(attempt.error ?? attempt.responseExcerpt ?? '').slice(0, 200)}
        </Code>
      )}
    </li>
  )
}

function DeliveryRow({ delivery, endpointId }: { delivery: WebhookDelivery; endpointId: string }) {
  const queryClient = useQueryClient()
  const redeliver = useMutation({
    mutationFn: () => webhookCalls.redeliver(endpointId, delivery.deliveryId),
    onSuccess: async () => {
      growl({ kind: 'success', message: 'webhooks.redelivered' })
      await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) })
    },
    onError: (error) => growl({ kind: 'error', message: webhookErrorOf(error).id }),
  })
  return (
    <Table.Tr data-testid="delivery-row">
      <Table.Td valign="top">
        <Text size="sm" fw={500}>
          <FormattedMessage id={`webhooks.event.${delivery.type}`} />
        </Text>
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="webhooks.log.created"
            values={{ when: formatServerDate(delivery.createdAt) }}
          />
        </Text>
        <Badge size="sm" variant="light" color={STATE_COLOR[delivery.state]} mt={4}>
          <FormattedMessage id={`webhooks.state.${delivery.state}`} />
        </Badge>
        {delivery.nextAttemptAt && (
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="webhooks.log.nextAttempt"
              values={{ when: formatServerDate(delivery.nextAttemptAt) }}
            />
          </Text>
        )}
      </Table.Td>
      <Table.Td valign="top">
        {delivery.attempts.length === 0 ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="webhooks.log.noAttempts" />
          </Text>
        ) : (
          <Stack component="ol" gap={4} m={0} pl="md">
            {delivery.attempts.map((attempt, i) => (
              <AttemptLine key={`${attempt.at}-${i}`} attempt={attempt} />
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td valign="top" ta="right">
        <Button
          size="xs"
          variant="default"
          loading={redeliver.isPending}
          onClick={() => redeliver.mutate()}
        >
          <FormattedMessage id="webhooks.action.redeliver" />
        </Button>
      </Table.Td>
    </Table.Tr>
  )
}

/** The newest deliveries of one endpoint with every attempt's status code (issue 24). */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const intl = useIntl()
  const log = useQuery(webhookQueries.deliveries(endpointId))
  if (log.isPending) {
    return (
      <Delayed>
        <Text size="sm" c="dimmed" role="status">
          <FormattedMessage id="webhooks.loading" />
        </Text>
      </Delayed>
    )
  }
  if (log.isError) {
    return (
      <LoadError
        message="webhooks.log.loadError"
        onRetry={() => void log.refetch()}
        isRetrying={log.isFetching}
      />
    )
  }
  if (log.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="webhooks.log.empty" />
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label={intl.formatMessage({ id: 'webhooks.log.title' })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="webhooks.log.event" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="webhooks.log.attempts" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="webhooks.log.actions" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.items.map((delivery) => (
            <DeliveryRow key={delivery.deliveryId} delivery={delivery} endpointId={endpointId} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
