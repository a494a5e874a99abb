/** The zod-free values of `sales-requests.contract.ts`, for the browser (decision 1265). */

/** The sold view's sort keys (spec §3 sales columns). */
export const SOLD_SORT_KEYS = ['domain', 'status', 'salePrice', 'saleDate'] as const
export type SoldSortKey = (typeof SOLD_SORT_KEYS)[number]

/** The leased view's sort keys. */
export const LEASED_SORT_KEYS = ['domain', 'saleDate', 'salePrice', 'status'] as const
export type LeasedSortKey = (typeof LEASED_SORT_KEYS)[number]
export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** The most rows one page of a sales list may ask for. */
export const SALES_PAGE_SIZE_MAX = 500
