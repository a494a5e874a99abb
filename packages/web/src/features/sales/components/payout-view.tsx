import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState } from '../../../components/ui/empty-state'
import type { PayoutSummary } from '@namefolio/core/sales/sales.contract'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { newIdempotencyKey, payoutCalls, salesKeys, salesQueries } from '../sales.queries'
import { ListSkeleton, LoadError } from './query-states'
import { Fact } from '../../../components/ui/fact'

export function PayoutStatusBadge({ status }: { status: PayoutSummary['status'] }) {
  const color =
    status === 'PAID'
      ? 'teal'
      : status.startsWith('SCHEDULE_') && status !== 'SCHEDULE_SUCCESS'
        ? 'red'
        : status === 'OPEN'
          ? 'orange'
          : 'blue'
  return (
    <Badge variant="light" color={color} radius="sm" tt="none">
      <FormattedMessage id={`sales.payoutStatus.${status}` as MessageKey} />
    </Badge>
  )
}

function PayoutCard({
  payout,
  transactionId,
  showLink,
}: {
  payout: PayoutSummary
  transactionId: string
  showLink: boolean
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  // One key per payout page visit: a double click or a retry replays, never pays twice.
  const key = useRef(newIdempotencyKey())
  const issue = useMutation({
    mutationFn: () => payoutCalls.issue(payout.payoutId, key.current),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all })
    },
  })
  return (
    <Card withBorder padding="md" data-payout={payout.payoutId}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <PayoutStatusBadge status={payout.status} />
        <Text size="xl" fw={700} className="nf-money">
          {formatUsd(payout.amount, 2)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="sales.payout.mode">
          <FormattedMessage id={`sales.payoutMode.${payout.mode}` as MessageKey} />
        </Fact>
        <Fact label="sales.payout.method">
          {payout.method
            ? intl.formatMessage({ id: `payments.method.${payout.method}` as MessageKey })
            : intl.formatMessage({ id: 'common.empty' })}
        </Fact>
        <Fact label="sales.payout.scheduledFor">
          {formatServerDate(payout.scheduledFor, 'default')}
        </Fact>
        <Fact label="sales.payout.paidAt">{formatServerDate(payout.paidAt, 'default')}</Fact>
      </SimpleGrid>
      {payout.status === 'OPEN' && (
        <Alert color="orange" variant="light" mt="sm">
          <FormattedMessage id="sales.payout.needsAccount" />{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/account/payments" />}>
            <FormattedMessage id="sales.payout.addAccount" />
          </Anchor>
        </Alert>
      )}
      {payout.status === 'READY_FOR_PAYOUT' && payout.mode === 'MANUAL' && (
        <Group mt="sm">
          <Button onClick={() => issue.mutate()} loading={issue.isPending}>
            <FormattedMessage id="sales.payout.request" />
          </Button>
          {issue.isError && (
            <Text c="red" size="sm" role="alert">
              <FormattedMessage id="common.error.unknown" />
            </Text>
          )}
        </Group>
      )}
      {showLink && (
        <Anchor
          size="sm"
          mt="sm"
          display="inline-block"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/sales/$transactionId/payouts/$payoutId"
              params={{ transactionId, payoutId: payout.payoutId }}
            />
          )}
        >
          <FormattedMessage id="sales.payout.open" />
        </Anchor>
      )}
    </Card>
  )
}

/** /sales/{id}/payout: every payout of a transaction (one for a sale, one per installment). */
export function TransactionPayouts({ transactionId }: { transactionId: string }) {
  const query = useQuery(salesQueries.detail(transactionId))
  if (query.isPending) return <ListSkeleton rows={2} height={120} />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  const d = query.data
  return (
    <Stack gap="md">
      <Title order={2} size="h3" className="nf-domain-name">
        {d.domain}
      </Title>
      {d.payouts.length === 0 ? (
        <EmptyState title={<FormattedMessage id="sales.payouts.none" />}>
          <FormattedMessage id="sales.payouts.noneBody" />
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {d.payouts.map((p) => (
            <PayoutCard
              key={p.payoutId}
              payout={p}
              transactionId={d.transactionId}
              showLink={d.payouts.length > 1}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}

/** /sales/{id}/payouts/{payoutId}: one payout. */
export function PayoutDetails({ payoutId }: { payoutId: string }) {
  const query = useQuery(salesQueries.payout(payoutId))
  if (query.isPending) return <ListSkeleton rows={2} height={120} />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  const p = query.data
  return (
    <Stack gap="md" maw={640}>
      <Title order={2} size="h3" className="nf-domain-name">
        {p.domain}
      </Title>
      {p.sandbox && (
        <Badge color="yellow" variant="light" radius="sm" tt="none">
          <FormattedMessage id="sales.sandbox" />
        </Badge>
      )}
      <PayoutCard payout={p} transactionId={p.transactionId} showLink={false} />
      {p.providerPayoutId && (
        <Text size="xs" c="dimmed">
          <FormattedMessage id="sales.payout.reference" values={{ id: p.providerPayoutId }} />
        </Text>
      )}
    </Stack>
  )
}
