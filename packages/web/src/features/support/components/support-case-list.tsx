import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { SupportCaseList, SupportCaseSummary } from '@namefolio/core/support/support.contract'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlainList } from '../../../components/ui/plain-list'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import { Pager } from '../../../components/ui/pager'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { SUPPORT_PAGE_SIZE } from '../support.queries'
import { SupportStatusBadge } from './support-status-badge'

/** One case in a list: reference, topic and domain, status, unread replies, last activity. */
function CaseRow({
  item,
  showRequester,
  renderLink,
}: {
  item: SupportCaseSummary
  showRequester: boolean
  renderLink: (item: SupportCaseSummary, children: ReactNode) => ReactNode
}) {
  const intl = useIntl()
  const title = [intl.formatMessage({ id: `support.topic.${item.topic}` }), item.domainName]
    .filter(Boolean)
    .join(' · ')
  return (
    <Paper component="li" withBorder radius="md" p={0} data-case={item.reference}>
      {renderLink(
        item,
        <Stack gap={4} p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{title}</Text>
              <Text size="xs" c="dimmed" className="nf-tabular">
                {item.reference}
              </Text>
            </Group>
            <Group gap="xs">
              {/* The customer's unread count means nothing to support. */}
              {!showRequester && item.unreadReplies > 0 && (
                <Badge
                  color="blue"
                  variant="light"
                  fw={700}
                  radius="sm"
                  tt="none"
                  data-unread={item.unreadReplies}
                >
                  <FormattedMessage
                    id="support.list.unread"
                    values={{ count: item.unreadReplies }}
                  />
                </Badge>
              )}
              <SupportStatusBadge status={item.status} />
            </Group>
          </Group>
          {showRequester && (
            <Text size="sm">
              {item.requester.name} · {item.requester.email}
            </Text>
          )}
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.preview}
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="support.list.updated"
              values={{ date: formatServerDate(item.lastMessageAt, 'table') }}
            />
          </Text>
        </Stack>,
      )}
    </Paper>
  )
}

/** A page of cases with its loading, empty and error states. */
export function SupportCaseListView({
  query,
  offset,
  onOffsetChange,
  renderLink,
  empty,
  errorMessage,
  showRequester = false,
}: {
  query: UseQueryResult<SupportCaseList>
  offset: number
  onOffsetChange: (offset: number) => void
  renderLink: (item: SupportCaseSummary, children: ReactNode) => ReactNode
  empty: ReactNode
  errorMessage: MessageKey
  showRequester?: boolean
}) {
  if (query.isPending) {
    return (
      <Delayed>
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} />
          ))}
        </Stack>
      </Delayed>
    )
  }
  if (query.isError) {
    return (
      <LoadError
        message={errorMessage}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  if (query.data.total === 0) return <>{empty}</>
  return (
    <Stack gap="sm">
      <PlainList gap="sm" label="support.list.label">
        {query.data.items.map((item) => (
          <CaseRow
            key={item.caseId}
            item={item}
            showRequester={showRequester}
            renderLink={renderLink}
          />
        ))}
      </PlainList>
      {query.data.total > SUPPORT_PAGE_SIZE && (
        <Pager
          offset={offset}
          limit={SUPPORT_PAGE_SIZE}
          total={query.data.total}
          onOffsetChange={onOffsetChange}
        />
      )}
    </Stack>
  )
}

export function SupportEmptyState({
  title,
  body,
  action,
}: {
  title: MessageKey
  body?: MessageKey
  action?: ReactNode
}) {
  return (
    <EmptyState title={<FormattedMessage id={title} />} action={action}>
      {body ? <FormattedMessage id={body} /> : undefined}
    </EmptyState>
  )
}

/** The list row as one link (keyboard: Tab, Enter). */
export const rowLinkStyle = { display: 'block', borderRadius: 'var(--mantine-radius-md)' } as const
