import { Badge, Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReviewQueueItem } from '@namefolio/core/admin/admin-review.contract'
import { REVIEW_QUEUE_STATUSES } from '@namefolio/core/admin/admin-review.constants'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { REVIEW_REASONS } from '@namefolio/core/domains/domain-status'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { growl } from '../../../components/ui/growl'
import { LoadError } from '../../../components/ui/load-error'
import { adminErrorMessage } from '../admin-console-errors'
import {
  adminConsoleCalls,
  adminConsoleKeys,
  adminConsoleQueries,
  type ReviewFilters,
} from '../admin-console.queries'
import { DecisionDialog } from './decision-dialog'
import type { MessageKey } from '../../../i18n/en-us-messages'

type Decision = { item: ReviewQueueItem; approve: boolean }

function ReviewRow({
  item,
  onDecide,
}: {
  item: ReviewQueueItem
  onDecide: (approve: boolean) => void
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="review-row">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Badge variant="light" color={item.status === 'PENDING_SYNC' ? 'gray' : 'yellow'}>
              <FormattedMessage id={`domain.status.${item.status}`} />
            </Badge>
          </Group>
          <Text size="sm">
            {item.reasons.length === 0 ? (
              <FormattedMessage id="adminReview.noReason" />
            ) : (
              item.reasons.map((reason, i) => (
                <span key={reason}>
                  {i > 0 && ' · '}
                  <FormattedMessage id={`portfolio.review.reason.${reason}`} />
                </span>
              ))
            )}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage
              id="adminReview.sellerSince"
              values={{
                seller: `${item.seller.name} <${item.seller.email}>`,
                date: formatServerDate(item.since, 'table'),
              }}
            />
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" onClick={() => onDecide(true)}>
            <FormattedMessage id="adminReview.approve" />
            <span className="nf-visually-hidden"> {item.name}</span>
          </Button>
          <Button size="xs" variant="default" color="red" onClick={() => onDecide(false)}>
            <FormattedMessage id="adminReview.reject" />
            <span className="nf-visually-hidden"> {item.name}</span>
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}

/**
 * /admin/review (issue 19, decision 1335): every seller's domains waiting in COMPLIANCE_REVIEW
 * or PENDING_SYNC, oldest first, with their reasons; approve lists a domain, reject (with the
 * note the seller is shown) takes it off the market.
 */
export function ReviewQueue() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [filters, setFilters] = useState<ReviewFilters>({})
  const [decision, setDecision] = useState<Decision | null>(null)
  const [error, setError] = useState<MessageKey | null>(null)
  const queue = useInfiniteQuery(adminConsoleQueries.review(filters))
  const decide = useMutation({
    mutationFn: ({ item, approve, note }: Decision & { note: string }) =>
      approve
        ? adminConsoleCalls.approveDomain(item.domainId, note)
        : adminConsoleCalls.rejectDomain(item.domainId, note),
    onSuccess: (result) => {
      growl({
        kind: 'success',
        message: result.status === 'ACTIVE' ? 'adminReview.approved' : 'adminReview.rejected',
        values: { domain: result.name },
      })
      setDecision(null)
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.all })
    },
    onError: (failure) => setError(adminErrorMessage(failure)),
  })
  const items = queue.data?.pages.flatMap((page) => page.items) ?? []
  const total = queue.data?.pages[0]?.total ?? 0
  const option = (value: string, label: MessageKey) => ({
    value,
    label: intl.formatMessage({ id: label }),
  })
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={intl.formatMessage({ id: 'adminReview.filter.status' })}
          value={filters.status ?? 'all'}
          onChange={(value) =>
            setFilters((f) => ({
              ...f,
              status: REVIEW_QUEUE_STATUSES.find((s) => s === value),
            }))
          }
          data={[
            option('all', 'adminReview.filter.all'),
            ...REVIEW_QUEUE_STATUSES.map((s) => option(s, `domain.status.${s}`)),
          ]}
          allowDeselect={false}
          w={200}
          maw="100%"
        />
        <Select
          label={intl.formatMessage({ id: 'adminReview.filter.reason' })}
          value={filters.reason ?? 'all'}
          onChange={(value) =>
            setFilters((f) => ({ ...f, reason: REVIEW_REASONS.find((r) => r === value) }))
          }
          data={[
            option('all', 'adminReview.filter.all'),
            ...REVIEW_REASONS.map((r) => option(r, `portfolio.review.reason.${r}`)),
          ]}
          allowDeselect={false}
          w={280}
          maw="100%"
        />
      </Group>
      {queue.isPending ? (
        <Delayed>
          <Stack aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={84} />
            ))}
          </Stack>
        </Delayed>
      ) : queue.isError ? (
        <LoadError message="adminReview.error" onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={<FormattedMessage id="adminReview.empty.title" />}>
          <FormattedMessage id="adminReview.empty.body" />
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="review-total">
            <FormattedMessage id="adminReview.total" values={{ count: total }} />
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <ReviewRow
                key={item.domainId}
                item={item}
                onDecide={(approve) => {
                  setError(null)
                  setDecision({ item, approve })
                }}
              />
            ))}
          </Stack>
          {queue.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void queue.fetchNextPage()}
              loading={queue.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              <FormattedMessage id="adminConsole.loadMore" />
            </Button>
          )}
        </>
      )}
      {decision && (
        <DecisionDialog
          title={decision.approve ? 'adminReview.approve.title' : 'adminReview.reject.title'}
          body={
            <FormattedMessage
              id={decision.approve ? 'adminReview.approve.body' : 'adminReview.reject.body'}
              values={{ domain: <strong>{decision.item.name}</strong> }}
            />
          }
          confirmLabel={decision.approve ? 'adminReview.approve' : 'adminReview.reject'}
          noteLabel={decision.approve ? 'adminReview.note.optional' : 'adminReview.note.required'}
          isNoteRequired={!decision.approve}
          isDanger={!decision.approve}
          isBusy={decide.isPending}
          error={error}
          onConfirm={(note) => decide.mutate({ ...decision, note })}
          onCancel={() => setDecision(null)}
        />
      )}
    </Stack>
  )
}
