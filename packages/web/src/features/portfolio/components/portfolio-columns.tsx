import { Anchor, Checkbox, Text } from '@mantine/core'
import {
  VIEW_COLUMNS,
  type ColumnView,
  type PortfolioColumnId,
} from '@namefolio/core/portfolio/portfolio-columns'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { PortfolioRow } from '../portfolio-row'
import type { PortfolioSortKey } from '../portfolio-search'
import { isSelected, pageSelectionState } from '../portfolio-selection'
import { DEAL_COLUMN_DEFS } from './columns-deal'
import { DEAL_VIEWS } from './deal-card'
import { LISTING_COLUMN_DEFS } from './columns-listing'
import { PARKED_FIGURES } from './parked-figures'
import { RowActions } from './row-actions'
import { SortHeader, helper, useTableContext, type PortfolioColumns } from './table-context'

export { TableContext, features, NUMERIC, type PortfolioTableContext } from './table-context'
export { isSearchStatsSort } from './search-stats-column'

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

/**
 * The domain name: a sold domain links to its sale (spec §3), a leased one to its lease, a
 * purchase is named only (its page is in the transfer column), the others to their details.
 */
function DomainCell({ row }: { row: PortfolioRow }) {
  const { view } = useTableContext()
  // The title shows a name the column cuts short (portfolio.css).
  const common = {
    fw: 600,
    size: 'sm',
    className: 'nf-domain-name',
    title: row.displayName,
  } as const
  const transactionId = row.deal?.transactionId
  if (view === 'purchases') {
    return (
      <Text {...common} span>
        {row.displayName}
      </Text>
    )
  }
  if (transactionId !== undefined && (view === 'sold' || view === 'leased')) {
    return (
      <Anchor
        {...common}
        renderRoot={(props) =>
          view === 'leased' ? (
            <Link {...props} to="/sales/leased/$transactionId/details" params={{ transactionId }} />
          ) : (
            <Link {...props} to="/sales/$transactionId/details" params={{ transactionId }} />
          )
        }
      >
        {row.displayName}
      </Anchor>
    )
  }
  return (
    <Anchor
      {...common}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/domains/$displayName/details"
          params={{ displayName: row.displayName }}
        />
      )}
    >
      {row.displayName}
    </Anchor>
  )
}

function ActionsCell({ row }: { row: PortfolioRow }) {
  const { view, onOpen } = useTableContext()
  return <RowActions row={row} view={view} onOpen={onOpen} />
}

const SELECT = helper.display({
  id: 'select',
  header: () => <SelectAllHeader />,
  cell: ({ row }) => <SelectCell row={row.original} />,
})
const DOMAIN = helper.display({
  id: 'domain',
  header: () => <SortHeader sortKey="domain" label="portfolio.column.domain" />,
  cell: ({ row }) => <DomainCell row={row.original} />,
})
const ACTIONS = helper.display({
  id: 'actions',
  header: () => (
    <span className="nf-visually-hidden">
      <FormattedMessage id="portfolio.column.actions" />
    </span>
  ),
  cell: ({ row }) => <ActionsCell row={row.original} />,
})

const CHOOSABLE = new Map(
  [...LISTING_COLUMN_DEFS, ...DEAL_COLUMN_DEFS].map((column) => [column.id ?? '', column]),
)

/** The columns a flag keeps out of a view while it is off (spec §6). */
export function columnsOffered(
  view: ColumnView,
  flags: { isRegistrarColumnOn: boolean; isNameserverDataOn: boolean },
): readonly PortfolioColumnId[] {
  return VIEW_COLUMNS[view].filter(
    (id: PortfolioColumnId) =>
      (id !== 'registrar' || flags.isRegistrarColumnOn) &&
      (id !== 'marketplaceNameserver' || flags.isNameserverDataOn),
  )
}

/**
 * A view's table columns (decision 284): the selection box (not in the deal views), the sticky
 * domain, the chosen columns in the view's order, and the sticky row menu.
 */
export function columnsForView(
  view: ColumnView,
  visible: readonly string[],
  flags: { isRegistrarColumnOn: boolean; isNameserverDataOn: boolean },
): PortfolioColumns {
  const chosen = columnsOffered(view, flags)
    .filter((id) => visible.includes(id))
    .flatMap((id) => {
      const column = CHOOSABLE.get(id)
      return column === undefined ? [] : [column]
    })
  // The buyer's purchases are not their listings: no row menu there.
  const menu = view === 'purchases' ? [] : [ACTIONS]
  return [...(DEAL_VIEWS.includes(view) ? [] : [SELECT]), DOMAIN, ...chosen, ...menu]
}

/** The chooser's label of each column. */
export const COLUMN_LABELS: Record<PortfolioColumnId, MessageKey> = {
  status: 'portfolio.column.status',
  buyNow: 'portfolio.column.buyNow',
  floor: 'portfolio.column.floor',
  minBid: 'portfolio.column.minBid',
  lander: 'portfolio.column.lander',
  lto: 'portfolio.column.lto',
  offers: 'portfolio.column.offers',
  views: 'portfolio.column.views',
  leads: 'portfolio.column.leads',
  dateAdded: 'portfolio.column.dateAdded',
  searchStats: 'portfolio.column.searchStats',
  fastTransfer: 'portfolio.column.fastTransfer',
  tld: 'portfolio.column.tld',
  featured: 'portfolio.column.featured',
  hidden: 'portfolio.column.hidden',
  marketplaceNameserver: 'portfolio.column.marketplaceNameserver',
  registrar: 'portfolio.column.registrar',
  'parked.pageViewCount': 'parking.figure.pageViewCount',
  'parked.adClickCount': 'parking.figure.adClickCount',
  'parked.revenue': 'parking.figure.revenue',
  'parked.clickThroughRate': 'parking.figure.clickThroughRate',
  dealStatus: 'sales.column.status',
  salePrice: 'sales.column.salePrice',
  saleDate: 'sales.column.saleDate',
  payoutAmount: 'sales.column.payoutAmount',
  payoutDate: 'sales.column.payoutDate',
  transferType: 'sales.column.transferType',
  installments: 'sales.column.installments',
  nextInstallment: 'sales.column.nextInstallment',
  previousInstallment: 'sales.column.previousInstallment',
  paidOn: 'sales.column.paidOn',
  invoice: 'sales.column.invoice',
  payoutTransmittal: 'sales.column.payoutTransmittal',
  pricePaid: 'portfolio.column.pricePaid',
  transferStatus: 'portfolio.column.transferStatus',
}

export const NUMERIC_COLUMNS = new Set([
  ...PARKED_FIGURES.map((figure) => `parked.${figure}`),
  'buyNow',
  'floor',
  'minBid',
  'offers',
  'views',
  'leads',
  'searchStats',
  'salePrice',
  'pricePaid',
  'payoutAmount',
  'nextInstallment',
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
  fastTransfer: 'fastTransfer',
  tld: 'tld',
  featured: 'featured',
  hidden: 'hidden',
  marketplaceNameserver: 'marketplaceNameserver',
}
