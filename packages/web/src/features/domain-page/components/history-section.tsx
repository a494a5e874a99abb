import { Badge, Group, Stack, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type {
  DomainHistoryChange,
  DomainHistoryEntry,
  DomainHistoryPage,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { BULK_HISTORY_SOURCES, historyValueText } from '../history-value'
import { PageSection } from '../../../components/ui/page-section'

function HistoryEntry({ entry }: { entry: DomainHistoryEntry }) {
  const intl = useIntl()
  const words = {
    on: intl.formatMessage({ id: 'domainPage.history.on' }),
    off: intl.formatMessage({ id: 'domainPage.history.off' }),
  }
  // Lander templates read as their names, not their contract values.
  const valueText = (field: string, value: DomainHistoryChange['to']) =>
    field === 'landerTemplate' && typeof value === 'string'
      ? intl.formatMessage({ id: `lander.template.${value}`, defaultMessage: value })
      : historyValueText(field, value, words)
  const isBulk = BULK_HISTORY_SOURCES.has(entry.source)
  return (
    <Stack
      component="li"
      gap={4}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="history-entry"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" className="nf-tabular">
          {`${formatServerDate(entry.at, 'default')} ${formatServerDate(entry.at, 'time')}`}
        </Text>
        <Badge
          size="sm"
          radius="sm"
          variant="light"
          color={isBulk ? 'violet' : 'gray'}
          c="var(--mantine-color-text)"
        >
          <FormattedMessage id={`domainPage.source.${entry.source}`} />
        </Badge>
        <Text size="sm" c="dimmed">
          {entry.actor?.name ?? intl.formatMessage({ id: 'domainDetails.history.system' })}
        </Text>
      </Group>
      <Stack component="ul" gap={2} m={0} pl="md">
        {entry.changes.map((change) => (
          <Text component="li" size="sm" key={change.field}>
            <FormattedMessage
              id="domainPage.history.change"
              values={{
                field: intl.formatMessage({
                  id: `domainDetails.field.${change.field}`,
                  defaultMessage: change.field,
                }),
                from: <span className="nf-tabular">{valueText(change.field, change.from)}</span>,
                to: (
                  <span className="nf-tabular" style={{ fontWeight: 600 }}>
                    {valueText(change.field, change.to)}
                  </span>
                ),
              }}
            />
          </Text>
        ))}
      </Stack>
    </Stack>
  )
}

/**
 * The listing history (`GET /api/v2/domains/{domainName}/history`), newest first, each entry
 * named by its source: a bulk edit, a reprice, a CSV update or an undo reads as such. The
 * query is the portfolio's (app layer), so an edit on this page refreshes it.
 */
export function HistorySection({ history }: { history: UseQueryResult<DomainHistoryPage> }) {
  return (
    <PageSection title="domainPage.history.title" testId="domain-page-history">
      {history.isPending ? (
        <DelayedSkeleton height={120} />
      ) : history.isError ? (
        <LoadError message="domainDetails.history.error" onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="history-empty">
          <FormattedMessage id="domainDetails.history.emptyBody" />
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {history.data.items.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </PageSection>
  )
}
