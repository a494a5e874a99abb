import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage, useIntl } from 'react-intl'
import { Pager } from '../../../components/ui/pager'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { LeasedSortKey } from '@namefolio/core/sales/sales-requests.constants'
import type { LeasedRow } from '@namefolio/core/sales/sales.contract'
import { SortHeader } from '../../../components/ui/sort-header'
import { SortableTable } from '../../../components/ui/sortable-table'
import { salesQueries, type LeasedSearch } from '../sales.queries'
import { ListSkeleton, LoadError } from './query-states'
import { EmptyCell, InvoiceLink, PayoutLink, SaleDomainLink, SalesEmptyState } from './sale-links'
import { SaleStatusBadge } from './sale-status-badge'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { ColumnHeading } from '../../../components/ui/column-heading'
import { PlainList } from '../../../components/ui/plain-list'

/** Leased table widths (spec §9): domain, money, dates, counts. */
const WIDTH = { domain: 178, money: 130, date: 100, count: 60 } as const
const LIMIT = 100

function NextInstallment({ row }: { row: LeasedRow }) {
  const intl = useIntl()
  if (!row.nextInstallment) return <EmptyCell />
  return (
    <Stack gap={0} align="flex-end">
      <span className="nf-money">{formatUsd(row.nextInstallment.amount)}</span>
      <Text size="xs" c={row.nextInstallment.late ? 'red' : 'dimmed'} className="nf-tabular">
        {row.nextInstallment.late
          ? intl.formatMessage({ id: 'sales.installment.LATE' }) + ' · '
          : ''}
        {formatServerDate(row.nextInstallment.dueAt, 'table')}
      </Text>
    </Stack>
  )
}

function Transmittal({ row }: { row: LeasedRow }) {
  if (!row.payoutTransmittal) return <EmptyCell />
  return (
    <PayoutLink transactionId={row.transactionId} payoutId={row.payoutTransmittal.payoutId}>
      <FormattedMessage id={`sales.payoutStatus.${row.payoutTransmittal.status}` as MessageKey} />{' '}
      <span className="nf-tabular">{formatUsd(row.payoutTransmittal.amount)}</span>
    </PayoutLink>
  )
}

function Invoice({ row }: { row: LeasedRow }) {
  if (!row.invoice) return <EmptyCell />
  return (
    <InvoiceLink transactionId={row.transactionId} invoiceId={row.invoice} domain={row.domain} />
  )
}

function LeasedTable({
  rows,
  search,
  onSort,
}: {
  rows: LeasedRow[]
  search: LeasedSearch
  onSort: (key: LeasedSortKey) => void
}) {
  const intl = useIntl()
  const header = { current: search.sort, order: search.order, onSort }
  return (
    <SortableTable
      minWidth={1000}
      caption={intl.formatMessage({ id: 'sales.leased.caption' })}
      headers={
        <>
          <SortHeader sortKey="domain" width={WIDTH.domain} {...header}>
            <FormattedMessage id="sales.column.domain" />
          </SortHeader>
          <SortHeader sortKey="status" {...header}>
            <FormattedMessage id="sales.column.status" />
          </SortHeader>
          <ColumnHeading label="sales.column.installments" w={WIDTH.count} ta="right" />
          <ColumnHeading label="sales.column.nextInstallment" w={WIDTH.money} ta="right" />
          <SortHeader sortKey="salePrice" width={WIDTH.money} align="right" {...header}>
            <FormattedMessage id="sales.column.salePrice" />
          </SortHeader>
          <ColumnHeading label="sales.column.previousInstallment" w={WIDTH.money} ta="right" />
          <ColumnHeading label="sales.column.paidOn" w={WIDTH.date} />
          <ColumnHeading label="sales.column.invoice" w={WIDTH.count} />
          <ColumnHeading label="sales.column.payoutTransmittal" w={WIDTH.money} />
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.transactionId} data-lease={row.domain}>
          <Table.Td>
            <SaleDomainLink row={row} leased />
          </Table.Td>
          <Table.Td>
            <SaleStatusBadge status={row.fullStatus} />
          </Table.Td>
          <Table.Td className="nf-money">{row.installments}</Table.Td>
          <Table.Td ta="right">
            <NextInstallment row={row} />
          </Table.Td>
          <Table.Td className="nf-money">{formatUsd(row.salePrice)}</Table.Td>
          <Table.Td className="nf-money">{formatUsd(row.previousInstallment?.amount)}</Table.Td>
          <Table.Td className="nf-tabular">{formatServerDate(row.paidOn, 'table')}</Table.Td>
          <Table.Td>
            <Invoice row={row} />
          </Table.Td>
          <Table.Td>
            <Transmittal row={row} />
          </Table.Td>
        </Table.Tr>
      ))}
    </SortableTable>
  )
}

function LeasedCards({ rows }: { rows: LeasedRow[] }) {
  return (
    <PlainList gap="xs">
      {rows.map((row) => (
        <Card
          key={row.transactionId}
          component="li"
          withBorder
          padding="sm"
          data-lease={row.domain}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <SaleDomainLink row={row} leased />
            <Text fw={600} className="nf-money">
              {formatUsd(row.salePrice)}
            </Text>
          </Group>
          <Group justify="space-between" mt={6}>
            <SaleStatusBadge status={row.fullStatus} />
            <Badge variant="outline" color="gray" radius="sm" className="nf-tabular">
              <FormattedMessage
                id="sales.leased.paidOf"
                values={{ paid: row.installmentsPaid, total: row.installmentsTotal }}
              />
            </Badge>
          </Group>
          <Group justify="space-between" mt={6} align="flex-start">
            <Text size="xs" c="dimmed">
              <FormattedMessage id="sales.column.nextInstallment" />
            </Text>
            <NextInstallment row={row} />
          </Group>
          <Group justify="space-between" mt={6}>
            <Invoice row={row} />
            <Transmittal row={row} />
          </Group>
        </Card>
      ))}
    </PlainList>
  )
}

/** /sales/leased (spec §3 leased columns and sort keys; §9 default sort by domain). */
export function LeasedList({
  search,
  onSearchChange,
}: {
  search: LeasedSearch
  onSearchChange: (patch: Partial<LeasedSearch>) => void
}) {
  const isPhone = useIsPhone()
  const page = useQuery(salesQueries.leased(search, LIMIT))
  const onSort = (key: LeasedSortKey) =>
    onSearchChange({
      sort: key,
      order: key === search.sort && search.order === 'asc' ? 'desc' : 'asc',
      offset: 0,
    })
  if (page.isPending) return <ListSkeleton />
  if (page.isError) return <LoadError error={page.error} onRetry={() => void page.refetch()} />
  if (page.data.total === 0) return <SalesEmptyState list="leased" />
  return (
    <Stack gap="sm">
      {isPhone ? (
        <LeasedCards rows={page.data.items} />
      ) : (
        <LeasedTable rows={page.data.items} search={search} onSort={onSort} />
      )}
      <Pager
        offset={search.offset}
        limit={LIMIT}
        total={page.data.total}
        onOffsetChange={(offset) => onSearchChange({ offset })}
      />
    </Stack>
  )
}
