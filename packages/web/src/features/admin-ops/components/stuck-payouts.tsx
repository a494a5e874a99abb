import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StuckPayout } from '@namefolio/core/admin/admin-transactions.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { growl } from '../../../components/ui/growl'
import { LoadError } from '../../../components/ui/load-error'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { adminOpsCalls, adminOpsKeys, adminOpsQueries } from '../admin-ops.queries'
import { refusalOf } from './refusal'

function StuckPayoutRow({ payout }: { payout: StuckPayout }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [refusal, setRefusal] = useState<MessageKey | null>(null)
  const retry = useMutation({
    mutationFn: () => adminOpsCalls.retryPayout(payout.payoutId),
    onSuccess: async () => {
      growl({
        kind: 'success',
        message: 'adminOps.payouts.retried',
        values: { domain: payout.domain },
      })
      await queryClient.invalidateQueries({ queryKey: adminOpsKeys.all })
    },
    onError: (error) => setRefusal(refusalOf(error, 'adminOps.payouts.failed')),
  })
  const titleId = `stuck-${payout.payoutId}`
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId} style={{ wordBreak: 'break-all' }}>
            {payout.domain}
          </Title>
          <Badge variant="light" color={payout.status === 'SCHEDULE_USER_ERROR' ? 'yellow' : 'red'}>
            <FormattedMessage id={`adminOps.payouts.status.${payout.status}`} />
          </Badge>
        </Group>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {formatUsd(payout.amountMicros, 2)}
          {' · '}
          {payout.sellerEmail}
          {' · '}
          <FormattedDate value={payout.updatedAt} dateStyle="medium" timeStyle="short" />
        </Text>
        <Text size="sm" c="dimmed">
          {payout.error ?? <FormattedMessage id="adminOps.payouts.noError" />}
        </Text>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            <FormattedMessage id={refusal} />
          </Alert>
        )}
        <Group>
          <Button size="xs" loading={retry.isPending} onClick={() => retry.mutate()}>
            {intl.formatMessage({ id: 'adminOps.payouts.retry' }, { domain: payout.domain })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** Payouts stuck in SCHEDULE_USER_ERROR or SCHEDULE_SYSTEM_ERROR, with retry (spec §4). */
export function StuckPayouts() {
  const list = useQuery(adminOpsQueries.stuckPayouts())
  return (
    <Stack gap="sm">
      {list.isPending && (
        <Delayed>
          <Skeleton height={100} aria-busy="true" />
        </Delayed>
      )}
      {list.isError && (
        <LoadError message="adminOps.payouts.error" onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && list.data.items.length === 0 && (
        <EmptyState title={<FormattedMessage id="adminOps.payouts.empty" />}>
          <FormattedMessage id="adminOps.payouts.emptyBody" />
        </EmptyState>
      )}
      {list.isSuccess &&
        list.data.items.map((payout) => <StuckPayoutRow key={payout.payoutId} payout={payout} />)}
    </Stack>
  )
}
