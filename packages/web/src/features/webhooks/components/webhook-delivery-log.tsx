import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
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

/** Date and time of day (spec §9 formats): attempts minutes apart must be told apart. */
const when = (iso: string) => `${formatServerDate(iso)} ${formatServerDate(iso, 'time')}`

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
            when: when(attempt.at),
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
    <Paper withBorder radius="sm" p="sm" component="li" data-testid="delivery-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              <FormattedMessage id={`webhooks.event.${delivery.type}`} />
            </Text>
            <Badge size="sm" variant="light" color={STATE_COLOR[delivery.state]}>
              <FormattedMessage id={`webhooks.state.${delivery.state}`} />
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="webhooks.log.created"
              values={{ when: when(delivery.createdAt) }}
            />
          </Text>
          {delivery.nextAttemptAt && (
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="webhooks.log.nextAttempt"
                values={{ when: when(delivery.nextAttemptAt) }}
              />
            </Text>
          )}
        </div>
        <Button
          size="xs"
          variant="default"
          loading={redeliver.isPending}
          onClick={() => redeliver.mutate()}
        >
          <FormattedMessage id="webhooks.action.redeliver" />
        </Button>
      </Group>
      {delivery.attempts.length === 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          <FormattedMessage id="webhooks.log.noAttempts" />
        </Text>
      ) : (
        <Stack component="ol" gap={4} mt={6} mb={0} pl="md">
          {delivery.attempts.map((attempt, i) => (
            <AttemptLine key={`${attempt.at}-${i}`} attempt={attempt} />
          ))}
        </Stack>
      )}
    </Paper>
  )
}

/** The newest deliveries of one endpoint with every attempt's status code (issue 24). */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
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
    <Stack gap="xs">
      <Title order={3} size="h5">
        <FormattedMessage id="webhooks.log.title" />
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {log.data.items.map((delivery) => (
          <DeliveryRow key={delivery.deliveryId} delivery={delivery} endpointId={endpointId} />
        ))}
      </Stack>
    </Stack>
  )
}
