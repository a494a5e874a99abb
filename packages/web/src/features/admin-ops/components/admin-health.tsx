import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { AdminHealth as Health } from '@namefolio/core/admin/admin-health.contract'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { ColumnHeadings } from '../../../components/ui/column-heading'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { FactGrid } from '../../../components/ui/fact-grid'
import { LoadError } from '../../../components/ui/load-error'
import { PageSection } from '../../../components/ui/page-section'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { adminOpsQueries } from '../admin-ops.queries'

const QUEUE_COLUMNS = [
  'adminOps.health.queue',
  'adminOps.health.waiting',
  'adminOps.health.running',
  'adminOps.health.failed',
  'adminOps.health.completed',
] as const

/** On a phone each queue is a card of its counts (spec §2: on a phone, lists become cards). */
function QueueCards({ queues }: { queues: Health['queues'] }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="job-queues"
    >
      {queues.map((q) => (
        <Paper key={q.queue} component="li" withBorder radius="sm" p="sm">
          <Text size="sm" fw={600} mb={4} style={{ wordBreak: 'break-all' }}>
            {q.queue}
          </Text>
          <FactGrid
            look="term"
            cols={2}
            spacing="xs"
            facts={[q.waiting, q.running, q.failed, q.completedLastDay].map((n, i) => ({
              label: QUEUE_COLUMNS[i + 1]!,
              value: n,
            }))}
          />
        </Paper>
      ))}
    </Stack>
  )
}

function QueueTable({ queues }: { queues: Health['queues'] }) {
  const isPhone = useIsPhone()
  if (queues.length === 0) {
    return <EmptyState title={<FormattedMessage id="adminOps.health.noQueues" />} />
  }
  if (isPhone) return <QueueCards queues={queues} />
  return (
    <Table verticalSpacing="xs" horizontalSpacing={6} fz="sm" data-testid="job-queues">
      <ColumnHeadings labels={QUEUE_COLUMNS} numeric={QUEUE_COLUMNS.slice(1)} />
      <Table.Tbody>
        {queues.map((q) => (
          <Table.Tr key={q.queue}>
            <Table.Td style={{ wordBreak: 'break-all' }}>{q.queue}</Table.Td>
            {[q.waiting, q.running, q.failed, q.completedLastDay].map((n, i) => (
              <Table.Td key={QUEUE_COLUMNS[i + 1]} ta="right" className="nf-tabular">
                {n}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function ErrorList({ errors }: { errors: Health['errors'] }) {
  if (errors.length === 0) {
    return (
      <EmptyState title={<FormattedMessage id="adminOps.health.noErrors" />}>
        <FormattedMessage id="adminOps.health.noErrorsBody" />
      </EmptyState>
    )
  }
  return (
    <Stack
      gap="xs"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="recent-errors"
    >
      {errors.map((e) => (
        <Paper key={e.id} component="li" withBorder radius="sm" p="sm">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={e.source === 'job' ? 'grape' : 'red'}>
              <FormattedMessage id={`adminOps.health.source.${e.source}`} />
            </Badge>
            <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
              {e.location}
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedDate value={e.occurredAt} dateStyle="medium" timeStyle="medium" />
            </Text>
          </Group>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {e.message}
          </Text>
          {e.reference && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              <FormattedMessage
                id="adminOps.health.reference"
                values={{ reference: e.reference }}
              />
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  )
}

/** /admin/health (issue 19, decision 1346): job queues and recent errors, newest first. */
export function AdminHealth() {
  const health = useQuery(adminOpsQueries.health())
  if (health.isPending) {
    return (
      <Delayed>
        <Skeleton height={240} aria-busy="true" />
      </Delayed>
    )
  }
  if (health.isError) {
    return <LoadError message="adminOps.health.error" onRetry={() => void health.refetch()} />
  }
  const refresh = (
    <Button
      size="xs"
      variant="default"
      loading={health.isFetching}
      onClick={() => void health.refetch()}
    >
      <FormattedMessage id="adminOps.health.refresh" />
    </Button>
  )
  return (
    <Stack gap="md">
      <PageSection title="adminOps.health.queues" action={refresh} testId="health-queues">
        <QueueTable queues={health.data.queues} />
      </PageSection>
      <PageSection title="adminOps.health.errors" testId="health-errors">
        <ErrorList errors={health.data.errors} />
      </PageSection>
    </Stack>
  )
}
