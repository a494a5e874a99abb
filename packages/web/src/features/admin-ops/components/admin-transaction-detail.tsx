import { Alert, List, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { AdminTransactionItem } from '@namefolio/core/admin/admin-transactions.contract'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { adminOpsQueries } from '../admin-ops.queries'
import { CancelTransactionForm } from './cancel-transaction-form'

/** One transaction for an admin: its read-only history and, while allowed, the cancel. */
export function AdminTransactionDetail({ item }: { item: AdminTransactionItem }) {
  const detail = useQuery(adminOpsQueries.transaction(item.transactionId))
  if (detail.isPending) {
    return (
      <Delayed>
        <Skeleton height={120} aria-busy="true" />
      </Delayed>
    )
  }
  if (detail.isError) {
    return <LoadError message="adminOps.detail.error" onRetry={() => void detail.refetch()} />
  }
  return (
    <Stack gap="sm">
      <Title order={4} size="h6">
        <FormattedMessage id="adminOps.detail.timeline" />
      </Title>
      <List size="sm" spacing={4}>
        {detail.data.events.map((event) => (
          <List.Item key={`${event.at}-${event.to}`}>
            <Text size="sm" component="span" fw={600}>
              <FormattedMessage id={`sales.status.${event.to}`} />
            </Text>
            {' · '}
            <FormattedDate value={event.at} dateStyle="medium" timeStyle="short" />
            {' · '}
            {event.actor}
            {' · '}
            {event.note ?? <FormattedMessage id="adminOps.detail.noNote" />}
          </List.Item>
        ))}
      </List>
      {item.isCancellable && detail.data.fullStatus === item.status ? (
        <CancelTransactionForm
          transactionId={item.transactionId}
          domain={item.domain}
          salePriceMicros={item.salePriceMicros}
        />
      ) : (
        <Alert color="gray" variant="light">
          <FormattedMessage id="adminOps.detail.notCancellable" />
        </Alert>
      )}
    </Stack>
  )
}
