import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { SupportCaseDetail } from '@namefolio/core/support/support.contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { useDocumentTitle } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { Fact } from '../../../components/ui/fact'
import { LoadError } from '../../../components/ui/load-error'
import { isApiError } from '../../../lib/api-client'
import { SupportStatusBadge } from './support-status-badge'
import { SupportThread } from './support-thread'

function CaseHeader({
  supportCase,
  showRequester,
  actions,
}: {
  supportCase: SupportCaseDetail
  showRequester: boolean
  actions?: ReactNode
}) {
  const intl = useIntl()
  const title = intl.formatMessage(
    { id: 'support.case.title' },
    { reference: supportCase.reference },
  )
  useDocumentTitle(`${title} · ${intl.formatMessage({ id: 'app.brand' })}`)
  const { requester } = supportCase
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: showRequester ? 5 : 4 }} spacing="sm">
          <Fact label="support.case.status">
            <SupportStatusBadge status={supportCase.status} />
          </Fact>
          <Fact label="support.case.topic">
            <FormattedMessage id={`support.topic.${supportCase.topic}`} />
          </Fact>
          <Fact label="support.case.domain">{supportCase.domainName ?? '—'}</Fact>
          <Fact label="support.case.opened">
            {formatServerDate(supportCase.createdAt, 'table')}
          </Fact>
          {showRequester && (
            <Fact label="support.case.requester">
              <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                {requester.isGuest ? (
                  <FormattedMessage
                    id="support.case.guest"
                    values={{ name: requester.name, email: requester.email }}
                  />
                ) : (
                  `${requester.name} (${requester.email})`
                )}
              </Text>
            </Fact>
          )}
        </SimpleGrid>
      </Paper>
    </Stack>
  )
}

/** A case: its facts, the thread, and what the viewer can do below it (reply, close). */
export function SupportCaseView({
  query,
  viewer,
  actions,
  children,
}: {
  query: UseQueryResult<SupportCaseDetail>
  viewer: 'CUSTOMER' | 'SUPPORT'
  actions?: (supportCase: SupportCaseDetail) => ReactNode
  children?: (supportCase: SupportCaseDetail) => ReactNode
}) {
  if (query.isPending) {
    return (
      <Delayed>
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={32} width={280} />
          <Skeleton height={80} />
          <Skeleton height={200} />
        </Stack>
      </Delayed>
    )
  }
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404
    return isMissing ? (
      <LoadError message="support.case.notFound" color="gray" />
    ) : (
      <LoadError
        message="support.case.error"
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  const supportCase = query.data
  return (
    <Stack gap="md">
      <CaseHeader
        supportCase={supportCase}
        showRequester={viewer === 'SUPPORT'}
        actions={actions?.(supportCase)}
      />
      <SupportThread supportCase={supportCase} viewer={viewer} />
      {children?.(supportCase)}
    </Stack>
  )
}
