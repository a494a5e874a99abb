import '../portfolio.css'
import { Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core'
import { visibleColumnsOf } from '@namefolio/core/portfolio/portfolio-columns'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { Pager } from '../../../components/ui/pager'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import type { PortfolioRow } from '../portfolio-row'
import {
  countActiveFilters,
  type PortfolioRouteView,
  type PortfolioSearch,
} from '../portfolio-search'
import {
  EMPTY_SELECTION,
  pageSelectionState,
  setPageSelected,
  toggleSelected,
  type Selection,
} from '../portfolio-selection'
import { portfolioBulkFilter, portfolioQueries } from '../portfolio.queries'
import { portfolioColumnQueries } from '../portfolio-columns.queries'
import { ColumnChooser } from './column-chooser'
import { BulkBar } from './bulk-actions'
import { ExportButton } from './export-button'
import { ListingHistory } from './listing-history'
import { RowModalHost } from './row-modal-host'
import { ResubmitResume } from '../resubmit-action'
import { PortfolioFilters, type SearchChange } from './portfolio-filters'
import { PortfolioList } from './portfolio-list'
import { columnsOffered, type PortfolioTableContext } from './portfolio-columns'
import { PortfolioTable } from './portfolio-table'
import { PortfolioViewTabs } from './portfolio-view-tabs'
import type { RowModal } from './row-actions'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { LoadError } from '../../../components/ui/load-error'

// Opened on a click: loaded then, not with the portfolio (issue 16).
const UpgradeModal = lazy(() =>
  import('./upgrade-modal').then((module) => ({ default: module.UpgradeModal })),
)

/** Phones (below 768 px) see a list instead of the table (spec §2). */
const SKELETON_ROWS = 8

export type PortfolioViewProps = {
  view: PortfolioRouteView
  search: PortfolioSearch
  onSearchChange: SearchChange
  onReset: () => void
  /** Top-tier members see search statistics; the others the upgrade prompt (spec §6). */
  canSeeSearchStats?: boolean
  /** The switchboard's showDanCustomBgColor (spec §4 colour customization). */
  isColorCustomizationOn?: boolean
  /** The switchboard's selectAll: select every matching domain across pages. */
  canSelectAll?: boolean
  /** The switchboard's registrarColumn: the registrar column is offered (spec §6). */
  isRegistrarColumnOn?: boolean
  /** The switchboard's nameserverData: the marketplace-nameserver column (spec §6). */
  isNameserverDataOn?: boolean
  /** The switchboard's landerSorting: the lander column sorts (spec §6, decision 1329). */
  isLanderSortingOn?: boolean
  /**
   * False while the membership and switchboard that shape the list's query are loading: the
   * first page is then asked for once, with its final options, not again when they arrive.
   */
  areListOptionsKnown?: boolean
}

function errorMessageKey(error: unknown): MessageKey {
  if (!isApiError(error)) return 'common.error.unknown'
  if (error.code === 'NETWORK_ERROR') return 'common.error.network'
  if (error.code === 'TIMEOUT') return 'common.error.timeout'
  return 'common.error.unknown'
}

function PortfolioSkeleton() {
  return (
    <Paper withBorder radius="md" aria-busy="true" data-testid="portfolio-skeleton">
      <Table>
        <Table.Tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Table.Tr key={row}>
              <Table.Td w={32}>
                <Skeleton height={14} width={14} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={14} width="70%" />
              </Table.Td>
              <Table.Td>
                <Skeleton height={14} width={72} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={14} width={56} ml="auto" />
              </Table.Td>
              <Table.Td>
                <Skeleton height={14} width={120} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={14} width={88} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

/** The signed-in seller's domains: filters, bulk bar, table (or phone list), pager, modals. */
export function PortfolioView({
  view,
  search,
  onSearchChange,
  onReset,
  canSeeSearchStats = false,
  isColorCustomizationOn = false,
  canSelectAll = false,
  isRegistrarColumnOn = false,
  isNameserverDataOn = false,
  isLanderSortingOn = false,
  areListOptionsKnown = true,
}: PortfolioViewProps) {
  const isPhone = useIsPhone()
  const flags = { isRegistrarColumnOn, isNameserverDataOn }
  const offered = columnsOffered(view, flags)
  const columnChoices = useQuery(portfolioColumnQueries.choices())
  const visibleColumns = visibleColumnsOf(view, columnChoices.data?.choices)
  // The nameserver column, when offered, adds to the query: wait for the seller's columns.
  const areColumnsKnown = !isNameserverDataOn || !columnChoices.isPending
  const page = useQuery({
    ...portfolioQueries.page(
      view,
      search,
      canSeeSearchStats,
      isNameserverDataOn && visibleColumns.includes('marketplaceNameserver'),
    ),
    enabled: areListOptionsKnown && areColumnsKnown,
  })
  // The counts are a help, not the page: when they fail the tabs and options show none.
  const stats = useQuery(portfolioQueries.stats(view, search))
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION)
  const [modal, setModal] = useState<{ kind: RowModal; name: string } | null>(null)
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false)
  const filterQuery = useMemo(() => portfolioBulkFilter(view, search), [view, search])
  const filterKey = JSON.stringify(filterQuery)
  const [selectionKey, setSelectionKey] = useState(filterKey)
  if (selectionKey !== filterKey) {
    // A new filter is a new set of domains: the old selection no longer means anything.
    setSelectionKey(filterKey)
    setSelection(EMPTY_SELECTION)
  }

  const rows = page.data?.items
  const pageNames = useMemo(() => (rows ?? []).map((row) => row.name), [rows])
  const onOpen = useCallback(
    (kind: RowModal, row: PortfolioRow) => setModal({ kind, name: row.name }),
    [],
  )
  const context: PortfolioTableContext = {
    view,
    selection,
    onToggle: (name) => setSelection((current) => toggleSelected(current, name)),
    onTogglePage: (on) => setSelection((current) => setPageSelected(current, pageNames, on)),
    pageNames,
    onOpen,
    isColorCustomizationOn,
    canSeeSearchStats,
    onUpgrade: () => setIsUpgradeOpen(true),
    sort: search.sort,
    order: search.order,
    onSort: (sort, order) => onSearchChange({ sort, order, offset: 0 }),
    visibleColumns,
    ...flags,
    isLanderSortingOn,
  }
  // The modal follows the cached row, so a save shows in it at once.
  const modalRow = modal === null ? undefined : rows?.find((row) => row.name === modal.name)

  const filters = (
    <PortfolioFilters
      search={search}
      onChange={onSearchChange}
      isPhone={isPhone}
      onReset={onReset}
      viewCount={stats.data?.views[view]}
      filterCounts={stats.data?.filters}
    />
  )
  let body: React.ReactNode
  if (page.isPending || columnChoices.isPending) {
    body = (
      <Delayed>
        <PortfolioSkeleton />
      </Delayed>
    )
  } else if (page.isError) {
    body = (
      <LoadError
        title="portfolio.error.title"
        message={errorMessageKey(page.error)}
        onRetry={() => void page.refetch()}
        isRetrying={page.isFetching}
      />
    )
  } else if (page.data.total === 0) {
    const isFiltered = countActiveFilters(search) > 0
    body = (
      <Paper withBorder radius="md">
        {isFiltered ? (
          <EmptyState
            title={<FormattedMessage id="portfolio.emptyFilter.title" />}
            action={
              <Button variant="light" onClick={onReset}>
                <FormattedMessage id="portfolio.filter.reset" />
              </Button>
            }
          >
            <FormattedMessage id="portfolio.emptyFilter.body" />
          </EmptyState>
        ) : (
          <EmptyState title={<FormattedMessage id="portfolio.empty.title" />}>
            <FormattedMessage
              id={view === 'selling' ? 'portfolio.empty.body' : 'portfolio.emptyView.body'}
            />
          </EmptyState>
        )}
      </Paper>
    )
  } else if (page.data.items.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState
          title={<FormattedMessage id="portfolio.emptyPage.title" />}
          action={
            <Button variant="light" onClick={() => onSearchChange({ offset: 0 })}>
              <FormattedMessage id="portfolio.emptyPage.action" />
            </Button>
          }
        >
          <FormattedMessage id="portfolio.emptyPage.body" values={{ total: page.data.total }} />
        </EmptyState>
      </Paper>
    )
  } else {
    const { items, total } = page.data
    const pager = (isLandmark: boolean) => (
      <Pager
        offset={search.offset}
        limit={search.limit}
        total={total}
        onOffsetChange={(offset) => {
          onSearchChange({ offset })
          window.scrollTo({ top: 0 })
        }}
        isLandmark={isLandmark}
      />
    )
    body = (
      <Stack gap="sm" aria-busy={page.isPlaceholderData}>
        <BulkBar
          selection={selection}
          total={total}
          pageCount={items.length}
          isPageSelected={pageSelectionState(selection, pageNames) === 'all'}
          canSelectAll={canSelectAll}
          filter={filterQuery}
          onSelectAll={() => setSelection({ mode: 'all', excluded: new Set() })}
          onClear={() => setSelection(EMPTY_SELECTION)}
          onPark={(names) => onSearchChange({ parkingSetup: 1, parkingNames: names.join(',') })}
        />
        {page.data.totalIsCapped === true && (
          <Text size="sm" c="dimmed" role="status">
            <FormattedMessage
              id="portfolio.total.capped"
              values={{ max: <FormattedNumber value={total} /> }}
            />
          </Text>
        )}
        {total > search.limit && pager(false)}
        {isPhone ? (
          <PortfolioList
            key={`${search.offset}:${filterKey}`}
            rows={items}
            view={view}
            onOpen={onOpen}
            isColorCustomizationOn={isColorCustomizationOn}
            selection={selection}
            onToggle={context.onToggle}
          />
        ) : (
          <Paper withBorder radius="md" className="nf-table-paper">
            <PortfolioTable rows={items} context={context} />
          </Paper>
        )}
        {pager(true)}
      </Stack>
    )
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <PortfolioViewTabs current={view} stats={stats.data} />
        {!isPhone && <ColumnChooser view={view} offered={offered} visible={visibleColumns} />}
      </Group>
      <ListingHistory />
      {filters}
      <ExportButton view={view} search={search} />
      {body}
      <ResubmitResume />
      {modal !== null && modalRow !== undefined && (
        <RowModalHost
          modal={modal.kind}
          row={modalRow}
          view={view}
          onClose={() => setModal(null)}
        />
      )}
      {isUpgradeOpen && (
        <Suspense fallback={null}>
          <UpgradeModal onClose={() => setIsUpgradeOpen(false)} />
        </Suspense>
      )}
    </Stack>
  )
}
