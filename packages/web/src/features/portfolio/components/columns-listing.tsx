import { formatServerDate } from '@namefolio/core/dates/date-format'
import { FormattedMessage } from 'react-intl'
import type { PortfolioRow } from '../portfolio-row'
import { CustomListNotice, FastTransferCell, Registrar, YesNo } from './fact-cells'
import { LanderSelect } from './lander-select'
import { LtoControl } from './lto-control'
import { PARKED_FIGURES, ParkedFigureCell, ParkedFigureHeader } from './parked-figures'
import { PriceCell } from './price-cell'
import { SearchStatsCell, SearchStatsHeader } from './search-stats-column'
import { StatusCell } from './status-cell'
import { Count, PlainHeader, SortHeader, helper, useTableContext } from './table-context'

function StatusCellHost({ row }: { row: PortfolioRow }) {
  const { onOpen } = useTableContext()
  // No wrapper around the cell's hover card: the notice is a block of its own.
  return (
    <>
      <StatusCell
        row={row}
        onListDomain={(target) => onOpen('EDIT', target)}
        onResubmit={(target) => onOpen('RESUBMIT_LISTINGS', target)}
      />
      <CustomListNotice row={row} where="status" />
    </>
  )
}

function LanderCell({ row }: { row: PortfolioRow }) {
  const { isColorCustomizationOn } = useTableContext()
  return <LanderSelect row={row} isColorCustomizationOn={isColorCustomizationOn} />
}

/** The lander column sorts only where the switchboard's landerSorting is on (spec §6). */
function LanderHeader() {
  const { isLanderSortingOn } = useTableContext()
  return isLanderSortingOn ? (
    <SortHeader sortKey="landerTemplate" label="portfolio.column.lander" />
  ) : (
    <PlainHeader label="portfolio.column.lander" />
  )
}

function LtoCell({ row }: { row: PortfolioRow }) {
  return (
    <>
      <LtoControl row={row} />
      <CustomListNotice row={row} where="lto" />
    </>
  )
}

function ParkedFigureHost(props: { name: string; figure: (typeof PARKED_FIGURES)[number] }) {
  return <ParkedFigureCell {...props} pageNames={useTableContext().pageNames} />
}

/**
 * The columns of a domain that is listed, parked or not listed (spec §3 row fields): prices,
 * lander and lease to own are edited in place; the rest are facts, sorted where the API sorts.
 */
export const LISTING_COLUMN_DEFS = [
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
    header: () => <LanderHeader />,
    cell: ({ row }) => <LanderCell row={row.original} />,
  }),
  helper.display({
    id: 'lto',
    header: () => <FormattedMessage id="portfolio.column.lto" />,
    cell: ({ row }) => <LtoCell row={row.original} />,
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
    id: 'fastTransfer',
    header: () => <SortHeader sortKey="fastTransfer" label="portfolio.column.fastTransfer" />,
    cell: ({ row }) => <FastTransferCell row={row.original} />,
  }),
  helper.display({
    id: 'tld',
    header: () => <SortHeader sortKey="tld" label="portfolio.column.tld" />,
    cell: ({ row }) => <>.{row.original.tld}</>,
  }),
  helper.display({
    id: 'featured',
    header: () => <SortHeader sortKey="featured" label="portfolio.column.featured" />,
    cell: ({ row }) => <YesNo value={row.original.featured} />,
  }),
  helper.display({
    id: 'hidden',
    header: () => <SortHeader sortKey="hidden" label="portfolio.column.hidden" />,
    cell: ({ row }) => <YesNo value={row.original.hidden} />,
  }),
  helper.display({
    id: 'marketplaceNameserver',
    header: () => (
      <SortHeader sortKey="marketplaceNameserver" label="portfolio.column.marketplaceNameserver" />
    ),
    cell: ({ row }) => <YesNo value={row.original.marketplaceNameserver} />,
  }),
  helper.display({
    id: 'registrar',
    header: () => <PlainHeader label="portfolio.column.registrar" />,
    cell: ({ row }) => <Registrar row={row.original} />,
  }),
  ...PARKED_FIGURES.map((figure) =>
    helper.display({
      id: `parked.${figure}`,
      header: () => <ParkedFigureHeader figure={figure} />,
      cell: ({ row }) => <ParkedFigureHost name={row.original.name} figure={figure} />,
    }),
  ),
]
