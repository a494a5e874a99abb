import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage, useIntl } from 'react-intl'
import { Pager } from '../../../components/ui/pager'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { SaleRow } from '@namefolio/core/sales/sales.contract'
import { salesQueries, type SalesSearch, type SoldSortKey } from '../sales.queries'
import '../sales.css'
import { ListSkeleton, LoadError } from './query-states'
import { SaleStatusActionButton } from './sale-status-action'
import { InvoiceLink, SaleDomainLink, SalesEmptyState } from './sale-links'
import { SaleStatusBadge } from './sale-status-badge'
import { SortHeader } from '../../../components/ui/sort-header'
import { SortableTable } from '../../../components/ui/sortable-table'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { ColumnHeading } from '../../../components/ui/column-heading'
import { PlainList } from '../../../components/ui/plain-list'

function NeedsYou({ row }: { row: SaleRow }) {
  if (!row.needsAction) return null
  return (
    <Badge size="xs" color="orange" variant="filled" className="nf-badge-full">
      <FormattedMessage id="sales.needsYou" />
    </Badge>
  )
}

function transferLabel(intl: ReturnType<typeof useIntl>, type: string | null): string {
  if (type === null) return intl.formatMessage({ id: 'common.empty' })
  return intl.formatMessage({
    id: `sales.transferType.${type}` as MessageKey,
    defaultMessage: type,
  })
}

function SalesTable({
  rows,
  search,
  onSort,
}: {
  rows: SaleRow[]
  search: SalesSearch
  onSort: (key: SoldSortKey) => void
}) {
  const intl = useIntl()
  const header = { current: search.sort, order: search.order, onSort }
  return (
    <SortableTable
      minWidth={960}
      caption={intl.formatMessage({ id: 'sales.table.caption' })}
      headers={
        <>
          <SortHeader sortKey="domain" {...header}>
            <FormattedMessage id="sales.column.domain" />
          </SortHeader>
          <SortHeader sortKey="status" {...header}>
            <FormattedMessage id="sales.column.status" />
          </SortHeader>
          <ColumnHeading label="sales.column.payoutAmount" ta="right" />
          <SortHeader sortKey="salePrice" align="right" {...header}>
            <FormattedMessage id="sales.column.salePrice" />
          </SortHeader>
          <ColumnHeading label="sales.column.payoutDate" />
          <ColumnHeading label="sales.column.transferType" />
          <SortHeader sortKey="saleDate" {...header}>
            <FormattedMessage id="sales.column.saleDate" />
          </SortHeader>
          <ColumnHeading label="sales.column.action" />
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.transactionId} data-sale={row.domain}>
          {/* A domain name reads whole: the table broke "venturecoffee.xyz" at the dot. */}
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Group gap={6} wrap="wrap">
              <SaleDomainLink row={row} />
              <NeedsYou row={row} />
            </Group>
          </Table.Td>
          <Table.Td>
            <SaleStatusBadge status={row.fullStatus} />
          </Table.Td>
          <Table.Td className="nf-money">{formatUsd(row.payoutAmount)}</Table.Td>
          <Table.Td className="nf-money">{formatUsd(row.salePrice)}</Table.Td>
          <Table.Td className="nf-tabular">{formatServerDate(row.payoutDate, 'table')}</Table.Td>
          <Table.Td>{transferLabel(intl, row.transferType)}</Table.Td>
          <Table.Td className="nf-tabular">{formatServerDate(row.saleDate, 'table')}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <SaleStatusActionButton
                transactionId={row.transactionId}
                domain={row.domain}
                fullStatus={row.fullStatus}
              />
              {row.fullStatus === 'PAID' && (
                <InvoiceLink
                  transactionId={row.transactionId}
                  invoiceId={row.invoiceId}
                  domain={row.domain}
                />
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </SortableTable>
  )
}

function SalesCards({ rows }: { rows: SaleRow[] }) {
  return (
    <PlainList gap="xs">
      {rows.map((row) => (
        <Card key={row.transactionId} component="li" withBorder padding="sm" data-sale={row.domain}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <SaleDomainLink row={row} />
              <Text size="xs" c="dimmed" className="nf-tabular">
                {formatServerDate(row.saleDate, 'table')}
              </Text>
            </Stack>
            <Text fw={600} className="nf-money">
              {formatUsd(row.salePrice)}
            </Text>
          </Group>
          <Group justify="space-between" mt={6} gap="xs">
            <Group gap={6}>
              <SaleStatusBadge status={row.fullStatus} />
              <NeedsYou row={row} />
            </Group>
            <Text size="xs" c="dimmed" className="nf-money">
              <FormattedMessage id="sales.column.payoutAmount" />: {formatUsd(row.payoutAmount)}
            </Text>
          </Group>
          <Group justify="flex-end" mt={8} gap="sm">
            {row.fullStatus === 'PAID' && (
              <InvoiceLink
                transactionId={row.transactionId}
                invoiceId={row.invoiceId}
                domain={row.domain}
              />
            )}
            <SaleStatusActionButton
              transactionId={row.transactionId}
              domain={row.domain}
              fullStatus={row.fullStatus}
            />
          </Group>
        </Card>
      ))}
    </PlainList>
  )
}

/** The sold view (spec §3 sales columns, sort keys; §9 sale date descending by default). */
export function SalesList({
  search,
  onSearchChange,
}: {
  search: SalesSearch
  onSearchChange: (patch: Partial<SalesSearch>) => void
}) {
  const isPhone = useIsPhone()
  const page = useQuery(salesQueries.list(search))
  const onSort = (key: SoldSortKey) =>
    onSearchChange({
      sort: key,
      order:
        key === search.sort
          ? search.order === 'asc'
            ? 'desc'
            : 'asc'
          : key === 'saleDate'
            ? 'desc'
            : 'asc',
      offset: 0,
    })

  if (page.isPending) return <ListSkeleton />
  if (page.isError) return <LoadError error={page.error} onRetry={() => void page.refetch()} />
  const { items, total } = page.data
  if (total === 0) return <SalesEmptyState list="sold" />
  return (
    <Stack gap="sm">
      {isPhone ? (
        <SalesCards rows={items} />
      ) : (
        <SalesTable rows={items} search={search} onSort={onSort} />
      )}
      <Pager
        offset={search.offset}
        limit={search.limit}
        total={total}
        onOffsetChange={(offset) => onSearchChange({ offset })}
      />
    </Stack>
  )
}
