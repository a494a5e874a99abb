import { Card, Group, ScrollArea, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatUsd } from '@namefolio/core/money/money'
import { SALES_PERIODS, type SalesPeriod } from '@namefolio/core/sales/sales-by-period'
import { useState } from 'react'
import { ColumnHeadings } from '../../../components/ui/column-heading'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { transactionExtrasQueries } from '../transaction-extras.queries'

/** A bucket's name: "Nov 24, 2026", "Week of Nov 23, 2026", "Nov 2026" or "2026". */
export function bucketLabel(intl: IntlShape, period: SalesPeriod, start: string): string {
  const day = new Date(`${start}T00:00:00Z`)
  if (period === 'year') return start.slice(0, 4)
  if (period === 'month') {
    return intl.formatDate(day, { timeZone: 'UTC', month: 'short', year: 'numeric' })
  }
  const date = intl.formatDate(day, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
  return period === 'week' ? intl.formatMessage({ id: 'txextras.stats.weekOf' }, { date }) : date
}

/**
 * Sales by period on /sales (issue 18, spec §7 `GET v2/stats/sales`): count, gross and net per
 * day, week, month or year, newest first, with the range's totals.
 */
export function SalesByPeriodPanel() {
  const intl = useIntl()
  const [period, setPeriod] = useState<SalesPeriod>('month')
  const query = useQuery(transactionExtrasQueries.salesByPeriod(period))
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="sales-by-period-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} size="h4" id="sales-by-period-title">
          <FormattedMessage id="txextras.stats.title" />
        </Title>
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(v) => setPeriod(v as SalesPeriod)}
          aria-label={intl.formatMessage({ id: 'txextras.stats.period' })}
          data={SALES_PERIODS.map((p) => ({
            value: p,
            label: intl.formatMessage({ id: `txextras.stats.period.${p}` as MessageKey }),
          }))}
        />
      </Group>
      {query.isPending ? (
        <DelayedSkeleton height={160} />
      ) : query.isError ? (
        <LoadError message="txextras.stats.loadError" onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="xs">
          <ScrollArea.Autosize
            mah={360}
            type="scroll"
            // A region that scrolls is reached by keyboard too (axe scrollable-region-focusable).
            viewportProps={{ tabIndex: 0, 'aria-labelledby': 'sales-by-period-title' }}
          >
            <Table
              striped
              highlightOnHover
              stickyHeader
              className="nf-tabular"
              horizontalSpacing="xs"
            >
              <ColumnHeadings
                labels={[
                  'txextras.stats.column.period',
                  'txextras.stats.column.count',
                  'txextras.stats.column.gross',
                  'txextras.stats.column.net',
                ]}
                numeric={[
                  'txextras.stats.column.count',
                  'txextras.stats.column.gross',
                  'txextras.stats.column.net',
                ]}
              />
              <Table.Tbody>
                {[...query.data.buckets].reverse().map((b) => (
                  <Table.Tr key={b.start} c={b.count === 0 ? 'dimmed' : undefined}>
                    <Table.Th scope="row" fw={400}>
                      {bucketLabel(intl, query.data.period, b.start)}
                    </Table.Th>
                    <Table.Td ta="right">{b.count}</Table.Td>
                    <Table.Td ta="right">{formatUsd(b.grossMicros)}</Table.Td>
                    <Table.Td ta="right">{formatUsd(b.netMicros)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Th scope="row">
                    <FormattedMessage id="txextras.stats.total" />
                  </Table.Th>
                  <Table.Td ta="right">{query.data.totals.count}</Table.Td>
                  <Table.Td ta="right">{formatUsd(query.data.totals.grossMicros)}</Table.Td>
                  <Table.Td ta="right">{formatUsd(query.data.totals.netMicros)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="txextras.stats.caption"
              values={{ from: query.data.from, to: query.data.to }}
            />{' '}
            <FormattedMessage id="txextras.stats.note" />
          </Text>
        </Stack>
      )}
    </Card>
  )
}
