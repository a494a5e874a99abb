// The portfolio table's columns per view (issue 15; spec §3 "Sales columns", "Leased sale
// columns", "Parking columns" and the row fields), without zod: the web table and the
// server's column-choice validation read the same ids.

/** The views of `/portfolio/*` (spec §2 routes), the same names as the list API's `view`. */
export const COLUMN_VIEWS = [
  'selling',
  'parked',
  'sold',
  'leased',
  'not-listed',
  'purchases',
] as const
export type ColumnView = (typeof COLUMN_VIEWS)[number]

export function isColumnView(value: string): value is ColumnView {
  return (COLUMN_VIEWS as readonly string[]).includes(value)
}

/** Row facts of spec §3 (decision 284) that the listing and parked views both offer. */
const ROW_FACT_COLUMNS = [
  'tld',
  'featured',
  'hidden',
  'marketplaceNameserver',
  'registrar',
] as const

/**
 * The listing columns (selling and not listed): spec §3 row fields. Prices, lander and lease
 * to own are editable; the others are read-only facts.
 */
const LISTING_COLUMNS = [
  'status',
  'buyNow',
  'floor',
  'minBid',
  'lander',
  'lto',
  'offers',
  'views',
  'leads',
  'dateAdded',
  'searchStats',
  'fastTransfer',
  ...ROW_FACT_COLUMNS,
] as const

/** Parked: the lander (to unpark) and the parking figures (issue 17), plus the row facts. */
const PARKED_COLUMNS = [
  'status',
  'lander',
  'parked.pageViewCount',
  'parked.adClickCount',
  'parked.revenue',
  'parked.clickThroughRate',
  'dateAdded',
  ...ROW_FACT_COLUMNS,
] as const

/** Sold (spec §3 "Sales columns"): the deal, with the status and its action. */
const SOLD_COLUMNS = [
  'dealStatus',
  'salePrice',
  'saleDate',
  'payoutAmount',
  'payoutDate',
  'transferType',
  'tld',
] as const

/** Leased (spec §3 "Leased sale columns"). */
const LEASED_COLUMNS = [
  'dealStatus',
  'installments',
  'nextInstallment',
  'salePrice',
  'previousInstallment',
  'paidOn',
  'invoice',
  'payoutTransmittal',
  'tld',
] as const

/** The buyer's purchases: what was paid, when, and where the transfer stands. */
const PURCHASES_COLUMNS = ['pricePaid', 'saleDate', 'transferStatus', 'tld'] as const

/**
 * The columns a seller may show or hide, per view. The selection box, the domain name and the
 * row menu are always there (the domain and the menu are sticky, so they are never hidden).
 */
export const VIEW_COLUMNS = {
  selling: LISTING_COLUMNS,
  'not-listed': LISTING_COLUMNS,
  parked: PARKED_COLUMNS,
  sold: SOLD_COLUMNS,
  leased: LEASED_COLUMNS,
  purchases: PURCHASES_COLUMNS,
} as const satisfies Record<ColumnView, readonly string[]>

export type ViewColumnId<V extends ColumnView = ColumnView> = (typeof VIEW_COLUMNS)[V][number]

/** Every choosable column id of any view. */
export type PortfolioColumnId = ViewColumnId

/**
 * Kept one tick away in the chooser rather than shown until the seller chooses (decision 284):
 * the new row facts (fast transfer, TLD, featured, hidden, nameserver, registrar), the floor,
 * min bid, lease to own and search statistics.
 */
const CHOOSER_ONLY_COLUMNS: readonly string[] = [
  'fastTransfer',
  ...ROW_FACT_COLUMNS,
  'floor',
  'minBid',
  'lto',
  'searchStats',
]

function allButChooserOnly<V extends ColumnView>(view: V): readonly ViewColumnId<V>[] {
  const columns: readonly ViewColumnId<V>[] = VIEW_COLUMNS[view]
  return columns.filter((column) => !CHOOSER_ONLY_COLUMNS.includes(column))
}

/**
 * Shown until the seller chooses (decision 284): what fits beside the sticky domain and menu
 * at 1280 px without sideways scrolling: every column of the view but the chooser-only ones.
 * Not listed keeps its own list (min bid in, views and leads out).
 */
export const DEFAULT_VIEW_COLUMNS: { [V in ColumnView]: readonly ViewColumnId<V>[] } = {
  selling: allButChooserOnly('selling'),
  'not-listed': ['status', 'buyNow', 'minBid', 'lander', 'offers', 'dateAdded'],
  parked: allButChooserOnly('parked'),
  sold: allButChooserOnly('sold'),
  leased: allButChooserOnly('leased'),
  purchases: allButChooserOnly('purchases'),
}

/** The ids of a list that the view does not know (none: the list is valid for the view). */
export function unknownColumnsOf(view: ColumnView, columns: readonly string[]): string[] {
  const known: readonly string[] = VIEW_COLUMNS[view]
  return columns.filter((column) => !known.includes(column))
}

/** The columns to show: the seller's choice when saved, else the view's defaults. */
export function visibleColumnsOf(
  view: ColumnView,
  choices: Partial<Record<ColumnView, readonly string[]>> | undefined,
): readonly string[] {
  return choices?.[view] ?? DEFAULT_VIEW_COLUMNS[view]
}
