import { Anchor, Button, Checkbox, NativeSelect, UnstyledButton } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { createColumnHelper, tableFeatures, type ColumnDef } from '@tanstack/react-table'
import { Link } from '@tanstack/react-router'
import { Fragment, createContext, useContext } from 'react'
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
import { PARKED_FIGURES, ParkedFigureCell, ParkedFigureHeader } from './parked-figures'

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

export const TableContext = createContext<PortfolioTableContext | null>(null)
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

export function isSearchStatsSort(key: PortfolioSortKey | undefined): key is SearchStatsSortKey {
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

export const features = tableFeatures({})
const helper = createColumnHelper<typeof features, PortfolioRow>()

/** Column classes: money and counts right-aligned in tabular figures (DESIGN.md §8). */
export const NUMERIC = 'nf-money'

export const COLUMNS = helper.columns([
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

/**
 * The Parked view (issue 17): a parked domain's last-7-days parking figures instead of the
 * selling-only columns (prices, lease-to-own, offers, lander views and leads, search stats);
 * the lander column stays, so a seller can unpark from here.
 */
const SELLING_ONLY = new Set(['buyNow', 'floor', 'minBid', 'lto', 'offers', 'views', 'leads'])
const PARKED_FIGURE_COLUMNS = PARKED_FIGURES.map((figure) =>
  helper.display({
    id: `parked.${figure}`,
    header: () => <ParkedFigureHeader figure={figure} />,
    cell: ({ row }) => <ParkedFigureHost name={row.original.name} figure={figure} />,
  }),
)
function ParkedFigureHost(props: { name: string; figure: (typeof PARKED_FIGURES)[number] }) {
  return <ParkedFigureCell {...props} pageNames={useTableContext().pageNames} />
}
type PortfolioColumns = ColumnDef<typeof features, PortfolioRow>[]
const PARKED_COLUMNS: PortfolioColumns = COLUMNS.flatMap((column) => {
  if (SELLING_ONLY.has(column.id ?? '') || column.id === 'searchStats') return []
  return column.id === 'lander' ? [column, ...PARKED_FIGURE_COLUMNS] : [column]
})

export function columnsForView(view: PortfolioRouteView): PortfolioColumns {
  return view === 'parked' ? PARKED_COLUMNS : COLUMNS
}

export const NUMERIC_COLUMNS = new Set([
  ...PARKED_FIGURE_COLUMNS.map((column) => column.id ?? ''),
  'buyNow',
  'floor',
  'minBid',
  'offers',
  'views',
  'leads',
  'searchStats',
])
export const SORT_OF_COLUMN: Record<string, PortfolioSortKey> = {
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
