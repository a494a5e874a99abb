import { Anchor, Card, Group, NativeSelect, Table, Text } from '@mantine/core'
import type { ParkingDomainRow } from '@namefolio/core/parking/parking.contract'
import { PARKING_SORT_KEYS, type ParkingSortKey } from '@namefolio/core/parking/parking-sort'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { SortHeader } from '../../../components/ui/sort-header'
import { SortableTable } from '../../../components/ui/sortable-table'
import '../parking.css'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { formatParkingMoney } from '../parking-format'
import type { ParkingSearch } from '../parking-search'
import { ParkingPercent } from './parking-totals'
import { ColumnHeading } from '../../../components/ui/column-heading'
import { PlainList } from '../../../components/ui/plain-list'

type FigureColumn = {
  sortKey: Exclude<ParkingSortKey, 'domain'>
  label: MessageKey
  value: (row: ParkingDomainRow) => ReactNode
}

/** Spec §3 parking columns after the domain, in the spec's order. */
const FIGURE_COLUMNS: readonly FigureColumn[] = [
  {
    sortKey: 'pageViewCount',
    label: 'parking.figure.pageViewCount',
    value: (row) => <FormattedNumber value={row.pageViewCount} />,
  },
  {
    sortKey: 'revenue',
    label: 'parking.figure.revenue',
    value: (row) => formatParkingMoney(row.revenueMicros),
  },
  {
    sortKey: 'revenuePerClick',
    label: 'parking.figure.revenuePerClick',
    value: (row) => formatParkingMoney(row.revenuePerClickMicros),
  },
  {
    sortKey: 'revenuePer1kImpressions',
    label: 'parking.figure.revenuePer1kImpressions',
    value: (row) => formatParkingMoney(row.revenuePer1kImpressionsMicros),
  },
  {
    sortKey: 'adClickCount',
    label: 'parking.figure.adClickCount',
    value: (row) => <FormattedNumber value={row.adClickCount} />,
  },
  {
    sortKey: 'clickThroughRate',
    label: 'parking.figure.clickThroughRate',
    value: (row) => <ParkingPercent value={row.clickThroughRate} />,
  },
  {
    sortKey: 'visitCount',
    label: 'parking.figure.visitCount',
    value: (row) => <FormattedNumber value={row.visitCount} />,
  },
]

/** The domain's drill-down, carrying the table's URL so the way back keeps its state. */
function DomainLink({ row, search }: { row: ParkingDomainRow; search: ParkingSearch }) {
  return (
    <Anchor
      fw={600}
      size="sm"
      className="nf-domain-name"
      renderRoot={(props) => (
        <Link {...props} to="/parking/$domain" params={{ domain: row.domain }} search={search} />
      )}
    >
      {row.displayName}
    </Anchor>
  )
}

type ListProps = {
  rows: readonly ParkingDomainRow[]
  search: ParkingSearch
  onSort: (key: ParkingSortKey) => void
}

/** The wide table: every column sorts (a button in its header); no sort until one is chosen. */
export function ParkingDomainTable({ rows, search, onSort }: ListProps) {
  const intl = useIntl()
  // The shared header wants a current key; '' (no column) is the unsorted list of §9.
  const header = {
    current: search.sort ?? ('' as const),
    order: search.order ?? 'asc',
    onSort: (key: ParkingSortKey | '') => {
      if (key !== '') onSort(key)
    },
  }
  return (
    <SortableTable
      minWidth={search.show_drid ? 1120 : 960}
      caption={intl.formatMessage({ id: 'parking.table.caption' })}
      headers={
        <>
          <SortHeader<ParkingSortKey | ''> sortKey="domain" {...header}>
            <FormattedMessage id="parking.column.domain" />
          </SortHeader>
          {FIGURE_COLUMNS.map((column) => (
            <SortHeader<ParkingSortKey | ''>
              key={column.sortKey}
              sortKey={column.sortKey}
              align="right"
              {...header}
            >
              <FormattedMessage id={column.label} />
            </SortHeader>
          ))}
          {search.show_drid && <ColumnHeading label="parking.column.drid" scope="col" />}
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.domain} data-domain={row.domain}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <DomainLink row={row} search={search} />
          </Table.Td>
          {FIGURE_COLUMNS.map((column) => (
            <Table.Td key={column.sortKey} className="nf-money">
              {column.value(row)}
            </Table.Td>
          ))}
          {search.show_drid && (
            <Table.Td>
              <Text size="sm" ff="monospace">
                {row.drid}
              </Text>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </SortableTable>
  )
}

/** On a phone: one card per domain with every figure, no sideways scrolling. */
export function ParkingDomainCards({ rows, search }: Omit<ListProps, 'onSort'>) {
  return (
    <PlainList gap="xs" label="parking.table.caption">
      {rows.map((row) => (
        <Card key={row.domain} component="li" withBorder padding="sm" data-domain={row.domain}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <DomainLink row={row} search={search} />
            <Text fw={600} className="nf-money">
              {formatParkingMoney(row.revenueMicros)}
            </Text>
          </Group>
          <dl className="nf-parking-card-figures">
            {FIGURE_COLUMNS.filter((column) => column.sortKey !== 'revenue').map((column) => (
              <Group key={column.sortKey} gap={4} wrap="nowrap" justify="space-between">
                <Text size="xs" c="dimmed" component="dt">
                  <FormattedMessage id={column.label} />
                </Text>
                <Text size="xs" className="nf-tabular" component="dd" m={0}>
                  {column.value(row)}
                </Text>
              </Group>
            ))}
          </dl>
          {search.show_drid && (
            <Text size="xs" c="dimmed" mt={4}>
              <FormattedMessage id="parking.column.drid" />:{' '}
              <Text span ff="monospace" size="xs">
                {row.drid}
              </Text>
            </Text>
          )}
        </Card>
      ))}
    </PlainList>
  )
}

const SORT_LABELS: Record<ParkingSortKey, MessageKey> = {
  domain: 'parking.column.domain',
  ...(Object.fromEntries(FIGURE_COLUMNS.map((column) => [column.sortKey, column.label])) as Record<
    FigureColumn['sortKey'],
    MessageKey
  >),
}

/** On a phone the cards have no headers: the same sorts, as one select (none by default, §9). */
export function ParkingSortSelect({
  search,
  onChange,
}: {
  search: ParkingSearch
  onChange: (sort: Pick<ParkingSearch, 'sort' | 'order'>) => void
}) {
  const intl = useIntl()
  const options = PARKING_SORT_KEYS.flatMap((key) =>
    (['desc', 'asc'] as const).map((order) => ({
      value: `${key}:${order}`,
      label: intl.formatMessage(
        { id: 'parking.sort.option' },
        { column: intl.formatMessage({ id: SORT_LABELS[key] }), order },
      ),
    })),
  )
  return (
    <NativeSelect
      size="sm"
      label={intl.formatMessage({ id: 'parking.sort.label' })}
      value={search.sort ? `${search.sort}:${search.order ?? 'asc'}` : ''}
      data={[{ value: '', label: intl.formatMessage({ id: 'parking.sort.none' }) }, ...options]}
      onChange={(event) => {
        const [sort, order] = event.currentTarget.value.split(':') as [
          ParkingSortKey | '',
          'asc' | 'desc' | undefined,
        ]
        onChange(sort === '' ? { sort: undefined, order: undefined } : { sort, order })
      }}
    />
  )
}
