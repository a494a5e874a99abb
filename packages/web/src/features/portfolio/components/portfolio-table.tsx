import { Anchor, Button, Checkbox, NativeSelect, Table, Text, UnstyledButton } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { Link } from '@tanstack/react-router'
import {
  Fragment,
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us'
import type { PortfolioRow } from '../portfolio-row'
import type { PortfolioRouteView, PortfolioSortKey, SortOrder } from '../portfolio-search'
import { isSelected, pageSelectionState, type Selection } from '../portfolio-selection'
import { LanderSelect } from './lander-select'
import { LtoControl } from './lto-control'
import { PriceCell } from './price-cell'
import { RowActions, type OpenRowModal } from './row-actions'
import { StatusCell } from './status-cell'

/** What every cell needs from the page, so the column definitions stay stable. */
export type PortfolioTableContext = {
  view: PortfolioRouteView
  selection: Selection
  onToggle: (name: string) => void
  onTogglePage: (on: boolean) => void
  pageNames: readonly string[]
  onOpen: OpenRowModal
  isColorCustomizationOn: boolean
  canSeeSearchStats: boolean
  onUpgrade: () => void
  sort: PortfolioSortKey | undefined
  order: SortOrder | undefined
  onSort: (key: PortfolioSortKey | undefined, order: SortOrder | undefined) => void
}

const TableContext = createContext<PortfolioTableContext | null>(null)
function useTableContext(): PortfolioTableContext {
  const context = useContext(TableContext)
  if (context === null) throw new Error('PortfolioTable cells need the table context')
  return context
}

function Count({ value }: { value: number | undefined }) {
  return (
    <span className="nf-tabular">
      {value === undefined ? '--' : <FormattedNumber value={value} />}
    </span>
  )
}

/** A sortable header: asc, then desc, then the server's default order. */
function SortHeader({
  sortKey,
  label,
  isNumeric = false,
}: {
  sortKey: PortfolioSortKey
  label: MessageKey
  isNumeric?: boolean
}) {
  const { sort, order, onSort } = useTableContext()
  const isActive = sort === sortKey
  const next = (): [PortfolioSortKey | undefined, SortOrder | undefined] => {
    if (!isActive) return [sortKey, 'asc']
    if (order === 'asc') return [sortKey, 'desc']
    return [undefined, undefined]
  }
  return (
    <UnstyledButton
      className="nf-sort-button"
      data-numeric={isNumeric || undefined}
      onClick={() => onSort(...next())}
    >
      <FormattedMessage id={label} />
      <span aria-hidden="true" className="nf-sort-mark" data-active={isActive || undefined}>
        {isActive ? (order === 'desc' ? '▼' : '▲') : '↕'}
      </span>
    </UnstyledButton>
  )
}

function SelectAllHeader() {
  const intl = useIntl()
  const { selection, pageNames, onTogglePage } = useTableContext()
  const state = pageSelectionState(selection, pageNames)
  return (
    <Checkbox
      size="xs"
      aria-label={intl.formatMessage({ id: 'portfolio.select.page' })}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={(event) => onTogglePage(event.currentTarget.checked)}
    />
  )
}

function SelectCell({ row }: { row: PortfolioRow }) {
  const intl = useIntl()
  const { selection, onToggle } = useTableContext()
  return (
    <Checkbox
      size="xs"
      aria-label={intl.formatMessage({ id: 'portfolio.select.row' }, { domain: row.displayName })}
      checked={isSelected(selection, row.name)}
      onChange={() => onToggle(row.name)}
    />
  )
}

/** The search-statistics sort keys of spec §3: totals and unique visitors, 30/90/365 days. */
export const SEARCH_STATS_SORT_KEYS = [
  'totalSearch30Cnt',
  'totalSearch90Cnt',
  'totalSearch365Cnt',
  'visitor30Cnt',
  'visitor90Cnt',
  'visitor365Cnt',
] as const satisfies readonly PortfolioSortKey[]
type SearchStatsSortKey = (typeof SEARCH_STATS_SORT_KEYS)[number]

function isSearchStatsSort(key: PortfolioSortKey | undefined): key is SearchStatsSortKey {
  return (SEARCH_STATS_SORT_KEYS as readonly (string | undefined)[]).includes(key)
}

/** The statistic the column sorts by and shows: the sorted one, else 30-day searches. */
function searchStatsKeyOf(sort: PortfolioSortKey | undefined): SearchStatsSortKey {
  return isSearchStatsSort(sort) ? sort : 'totalSearch30Cnt'
}

function isVisitorKey(key: SearchStatsSortKey): boolean {
  return key.startsWith('visitor')
}

/**
 * Top tier: the header sorts by the chosen statistic (asc, desc, default, as the others) and
 * a small selector picks which of the six; picking one sorts by it, busiest first.
 */
function SearchStatsHeader() {
  const intl = useIntl()
  const { canSeeSearchStats, onUpgrade, sort, order, onSort } = useTableContext()
  if (canSeeSearchStats) {
    const key = searchStatsKeyOf(sort)
    return (
      <span className="nf-th-stats">
        <SortHeader
          sortKey={key}
          label={
            isVisitorKey(key) ? 'portfolio.column.visitorStats' : 'portfolio.column.searchStats'
          }
          isNumeric
        />
        <NativeSelect
          size="xs"
          w={124}
          aria-label={intl.formatMessage({ id: 'portfolio.searchStats.sortBy' })}
          value={key}
          onChange={(event) => {
            const next = event.currentTarget.value as SearchStatsSortKey
            onSort(next, isSearchStatsSort(sort) ? (order ?? 'desc') : 'desc')
          }}
          data={SEARCH_STATS_SORT_KEYS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `portfolio.searchStats.key.${value}` }),
          }))}
        />
      </span>
    )
  }
  return (
    <span className="nf-th-upgrade">
      <FormattedMessage id="portfolio.column.searchStats" />
      <Button size="compact-xs" variant="light" onClick={onUpgrade}>
        <FormattedMessage id="portfolio.searchStats.unlock" />
      </Button>
    </span>
  )
}

function SearchStatsCell({ row }: { row: PortfolioRow }) {
  const intl = useIntl()
  const { canSeeSearchStats, sort } = useTableContext()
  const stats = row.searchStats
  if (!canSeeSearchStats || stats === undefined || stats === null) {
    return <span aria-label={intl.formatMessage({ id: 'portfolio.searchStats.locked' })}>--</span>
  }
  // The three periods of the family the header sorts by (searches or unique visitors).
  const key = searchStatsKeyOf(sort)
  const periods = isVisitorKey(key)
    ? (['visitor30Cnt', 'visitor90Cnt', 'visitor365Cnt'] as const)
    : (['totalSearch30Cnt', 'totalSearch90Cnt', 'totalSearch365Cnt'] as const)
  return (
    <span
      className="nf-tabular"
      title={intl.formatMessage(
        { id: 'portfolio.searchStats.detail' },
        {
          s30: stats.totalSearch30Cnt,
          s90: stats.totalSearch90Cnt,
          s365: stats.totalSearch365Cnt,
          v30: stats.visitor30Cnt,
          v90: stats.visitor90Cnt,
          v365: stats.visitor365Cnt,
        },
      )}
    >
      {periods.map((period, index) => (
        <Fragment key={period}>
          {index > 0 && ' / '}
          <span data-sorted={(isSearchStatsSort(sort) && period === key) || undefined}>
            <FormattedNumber value={stats[period]} />
          </span>
        </Fragment>
      ))}
    </span>
  )
}

function StatusCellHost({ row }: { row: PortfolioRow }) {
  const { onOpen } = useTableContext()
  return (
    <StatusCell
      row={row}
      onListDomain={(target) => onOpen('EDIT', target)}
      onResubmit={(target) => onOpen('RESUBMIT_LISTINGS', target)}
    />
  )
}

function LanderCell({ row }: { row: PortfolioRow }) {
  const { isColorCustomizationOn } = useTableContext()
  return <LanderSelect row={row} isColorCustomizationOn={isColorCustomizationOn} />
}

function ActionsCell({ row }: { row: PortfolioRow }) {
  const { view, onOpen } = useTableContext()
  return <RowActions row={row} view={view} onOpen={onOpen} />
}

const features = tableFeatures({})
const helper = createColumnHelper<typeof features, PortfolioRow>()

/** Column classes: money and counts right-aligned in tabular figures (DESIGN.md §8). */
const NUMERIC = 'nf-money'

const COLUMNS = helper.columns([
  helper.display({
    id: 'select',
    header: () => <SelectAllHeader />,
    cell: ({ row }) => <SelectCell row={row.original} />,
  }),
  helper.display({
    id: 'domain',
    header: () => <SortHeader sortKey="domain" label="portfolio.column.domain" />,
    cell: ({ row }) => (
      <Anchor
        renderRoot={(props) => (
          <Link
            {...props}
            to="/domains/$displayName/details"
            params={{ displayName: row.original.displayName }}
          />
        )}
        fw={600}
        size="sm"
        className="nf-domain-name"
      >
        {row.original.displayName}
      </Anchor>
    ),
  }),
  helper.display({
    id: 'status',
    header: () => <SortHeader sortKey="status" label="portfolio.column.status" />,
    cell: ({ row }) => <StatusCellHost row={row.original} />,
  }),
  helper.display({
    id: 'buyNow',
    header: () => <SortHeader sortKey="price.buyNow" label="portfolio.column.buyNow" isNumeric />,
    cell: ({ row }) => <PriceCell row={row.original} column="buynowPrice" />,
  }),
  helper.display({
    id: 'floor',
    header: () => (
      <SortHeader sortKey="price.reservedFloor" label="portfolio.column.floor" isNumeric />
    ),
    cell: ({ row }) => <PriceCell row={row.original} column="floorPrice" />,
  }),
  helper.display({
    id: 'minBid',
    header: () => <SortHeader sortKey="price.minBid" label="portfolio.column.minBid" isNumeric />,
    cell: ({ row }) => <PriceCell row={row.original} column="minbidPrice" />,
  }),
  helper.display({
    id: 'lander',
    header: () => <SortHeader sortKey="landerTemplate" label="portfolio.column.lander" />,
    cell: ({ row }) => <LanderCell row={row.original} />,
  }),
  helper.display({
    id: 'lto',
    header: () => <FormattedMessage id="portfolio.column.lto" />,
    cell: ({ row }) => <LtoControl row={row.original} />,
  }),
  helper.display({
    id: 'offers',
    header: () => <SortHeader sortKey="offerCount" label="portfolio.column.offers" isNumeric />,
    cell: ({ row }) => <Count value={row.original.offerCount} />,
  }),
  helper.display({
    id: 'views',
    header: () => <SortHeader sortKey="statsViewsCount" label="portfolio.column.views" isNumeric />,
    cell: ({ row }) => <Count value={row.original.intakeViews} />,
  }),
  helper.display({
    id: 'leads',
    header: () => <SortHeader sortKey="statsLeadsCount" label="portfolio.column.leads" isNumeric />,
    cell: ({ row }) => <Count value={row.original.intakeLeads} />,
  }),
  helper.display({
    id: 'dateAdded',
    header: () => <SortHeader sortKey="createdAt" label="portfolio.column.dateAdded" />,
    cell: ({ row }) => (
      <span className="nf-tabular">{formatServerDate(row.original.createdAt, 'table')}</span>
    ),
  }),
  helper.display({
    id: 'searchStats',
    header: () => <SearchStatsHeader />,
    cell: ({ row }) => <SearchStatsCell row={row.original} />,
  }),
  helper.display({
    id: 'actions',
    header: () => (
      <span className="nf-visually-hidden">
        <FormattedMessage id="portfolio.column.actions" />
      </span>
    ),
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
])

const NUMERIC_COLUMNS = new Set([
  'buyNow',
  'floor',
  'minBid',
  'offers',
  'views',
  'leads',
  'searchStats',
])
const SORT_OF_COLUMN: Record<string, PortfolioSortKey> = {
  domain: 'domain',
  status: 'status',
  buyNow: 'price.buyNow',
  floor: 'price.reservedFloor',
  minBid: 'price.minBid',
  lander: 'landerTemplate',
  offers: 'offerCount',
  views: 'statsViewsCount',
  leads: 'statsLeadsCount',
  dateAdded: 'createdAt',
}

const ROW_HEIGHT = 45

function ariaSort(
  context: PortfolioTableContext,
  columnId: string,
): 'ascending' | 'descending' | undefined {
  const key = SORT_OF_COLUMN[columnId]
  const isSorted =
    columnId === 'searchStats' ? isSearchStatsSort(context.sort) : key === context.sort
  if (!isSorted || context.sort === undefined) return undefined
  return context.order === 'desc' ? 'descending' : 'ascending'
}

/**
 * The portfolio table of spec §2/§3: one server page (up to 100 rows, or more when the
 * seller asks) with rows virtualized against the window scroll, so a long page stays smooth.
 */
export function PortfolioTable({
  rows,
  context,
}: {
  rows: readonly PortfolioRow[]
  context: PortfolioTableContext
}) {
  const intl = useIntl()
  // Table keeps row models while the array is the same one (stable input rule of v9).
  const data = useMemo(() => [...rows], [rows])
  const table = useTable({ features, columns: COLUMNS, data })
  const tbodyRef = useRef<HTMLTableSectionElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    setScrollMargin((tbodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY)
  }, [])
  const modelRows = table.getRowModel().rows
  const virtualizer = useWindowVirtualizer({
    count: modelRows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => modelRows[index]?.original.id ?? index,
    initialRect: { width: 1280, height: 900 },
  })
  const items = virtualizer.getVirtualItems()
  const columnCount = COLUMNS.length
  const paddingTop = items.length > 0 ? (items[0]?.start ?? 0) - scrollMargin : 0
  const paddingBottom =
    items.length > 0
      ? virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? 0) - scrollMargin)
      : 0

  return (
    <TableContext.Provider value={context}>
      <Table.ScrollContainer minWidth={1360} type="native">
        <Table highlightOnHover className="nf-portfolio-table" aria-rowcount={rows.length + 1}>
          <Table.Caption className="nf-visually-hidden">
            <FormattedMessage id="portfolio.table.caption" />
          </Table.Caption>
          <Table.Thead className="nf-sticky-head">
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th
                    key={header.id}
                    scope="col"
                    className={NUMERIC_COLUMNS.has(header.column.id) ? NUMERIC : undefined}
                    aria-sort={ariaSort(context, header.column.id)}
                    data-column={header.column.id}
                  >
                    <table.FlexRender header={header} />
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody ref={tbodyRef}>
            {paddingTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: paddingTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = modelRows[item.index]
              if (row === undefined) return null
              const selected = isSelected(context.selection, row.original.name)
              return (
                <Table.Tr
                  key={row.id}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-rowindex={item.index + 2}
                  aria-selected={selected}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  data-domain={row.original.name}
                >
                  {row.getAllCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      className={NUMERIC_COLUMNS.has(cell.column.id) ? NUMERIC : undefined}
                      data-column={cell.column.id}
                    >
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              )
            })}
            {paddingBottom > 0 && (
              <tr aria-hidden="true">
                <td
                  colSpan={columnCount}
                  style={{ height: paddingBottom, padding: 0, border: 0 }}
                />
              </tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text className="nf-visually-hidden" aria-live="polite">
        {context.sort === undefined
          ? ''
          : intl.formatMessage(
              { id: 'portfolio.sort.announce' },
              { key: context.sort, order: context.order },
            )}
      </Text>
    </TableContext.Provider>
  )
}
