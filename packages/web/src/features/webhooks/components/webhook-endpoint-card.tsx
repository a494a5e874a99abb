import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { WebhookEndpoint } from '@namefolio/core/webhooks/webhooks.contract'
import { DISABLE_AFTER_FAILED_DELIVERIES } from '@namefolio/core/webhooks/webhooks.constants'
import { growl } from '../../../components/ui/growl'
import { webhookErrorOf } from '../webhook-errors'
import { webhookCalls, webhookKeys } from '../webhooks.queries'
import { ConfirmedAction } from './confirmed-action'
import { NewSecret } from './webhook-add-form'
import { WebhookDeliveryLog } from './webhook-delivery-log'

const STATUS_COLOR = { active: 'teal', paused: 'gray', disabled: 'red' } as const

/** One endpoint: its status, events, actions and (opened on demand) its delivery log. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [showLog, { toggle: toggleLog, open: openLog }] = useDisclosure(false)
  const [secret, setSecret] = useState<string | null>(null)
  const id = endpoint.endpointId
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all })
  const failed = (error: unknown) => growl({ kind: 'error', message: webhookErrorOf(error).id })

  const toggleStatus = useMutation({
    mutationFn: () =>
      webhookCalls.update(id, { status: endpoint.status === 'active' ? 'paused' : 'active' }),
    onSuccess: refresh,
    onError: failed,
  })
  const sendTest = useMutation({
    mutationFn: () => webhookCalls.sendTest(id),
    onSuccess: async () => {
      growl({ kind: 'success', message: 'webhooks.testSent' })
      openLog()
      await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) })
    },
    onError: failed,
  })
  const rotate = useMutation({
    mutationFn: () => webhookCalls.rotateSecret(id),
    onSuccess: (answer) => setSecret(answer.secret),
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: () => webhookCalls.remove(id),
    onSuccess: refresh,
    onError: failed,
  })
  const events = endpoint.eventTypes
    .map((type) => intl.formatMessage({ id: `webhooks.event.${type}` }))
    .join(', ')

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }} data-testid="endpoint-url">
            {endpoint.url}
          </Text>
          <Badge variant="light" color={STATUS_COLOR[endpoint.status]} style={{ flexShrink: 0 }}>
            <FormattedMessage id={`webhooks.status.${endpoint.status}`} />
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="webhooks.list.events" values={{ events }} />
        </Text>
        {endpoint.status === 'disabled' && (
          <Text size="sm" c="red" role="note">
            <FormattedMessage
              id="webhooks.disabledNote"
              values={{ count: DISABLE_AFTER_FAILED_DELIVERIES }}
            />
          </Text>
        )}
        {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            onClick={() => sendTest.mutate()}
            loading={sendTest.isPending}
            disabled={endpoint.status !== 'active'}
          >
            <FormattedMessage id="webhooks.action.test" />
          </Button>
          <Button size="xs" variant="default" onClick={toggleLog} aria-expanded={showLog}>
            <FormattedMessage id={showLog ? 'webhooks.action.hideLog' : 'webhooks.action.log'} />
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => toggleStatus.mutate()}
            loading={toggleStatus.isPending}
          >
            <FormattedMessage
              id={endpoint.status === 'active' ? 'webhooks.action.pause' : 'webhooks.action.resume'}
            />
          </Button>
          <ConfirmedAction
            label={<FormattedMessage id="webhooks.action.rotate" />}
            question={
              <FormattedMessage id="webhooks.action.rotateConfirm" values={{ url: endpoint.url }} />
            }
            loading={rotate.isPending}
            onConfirm={() => rotate.mutate()}
          />
          <ConfirmedAction
            isDanger
            label={<FormattedMessage id="webhooks.action.delete" />}
            question={
              <FormattedMessage id="webhooks.action.deleteConfirm" values={{ url: endpoint.url }} />
            }
            loading={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </Group>
        {showLog && <WebhookDeliveryLog endpointId={id} />}
      </Stack>
    </Paper>
  )
}
