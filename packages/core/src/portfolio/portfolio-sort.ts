// The portfolio's sort keys, without zod, so the web app's URL parsing can import them without
// pulling the contract's schemas into its entry bundle.

/** The search-statistics sort keys of spec §3: totals and unique visitors, 30/90/365 days. */
export const SEARCH_STATS_SORT_KEYS = [
  'totalSearch30Cnt',
  'totalSearch90Cnt',
  'totalSearch365Cnt',
  'visitor30Cnt',
  'visitor90Cnt',
  'visitor365Cnt',
] as const

/** Every sort key of spec §3 "Portfolio sort keys", by the names the spec maps them to. */
export const PORTFOLIO_SORT_KEYS = [
  'domain',
  'tld',
  'featured',
  'price.buyNow',
  'price.minBid',
  'price.reservedFloor',
  'createdAt',
  'status',
  'fastTransfer',
  'offerCount',
  'statsViewsCount',
  'statsLeadsCount',
  'hidden',
  'marketplaceNameserver',
  ...SEARCH_STATS_SORT_KEYS,
  'landerTemplate',
] as const
export type PortfolioSortKey = (typeof PORTFOLIO_SORT_KEYS)[number]
export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
/** Newest first unless the seller picks a column. */
export const DEFAULT_PORTFOLIO_SORT = { sort: 'createdAt', order: 'desc' } as const
