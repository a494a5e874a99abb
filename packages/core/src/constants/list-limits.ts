/** Sizes, caps and default sorts of lists (spec §9). */

export const FILTER_MAX = 10_000
export const MAX_LIST_PAGE_SIZE = 1000
export const BULK_SEARCH_CAP = 500
export const BULK_SEARCH_KEYS_LIMIT = 1000
export const QUERY_STRING_KEYS_LIMIT = 1000
export const DEFAULT_LIST_PAGE_SIZE = 100
export const DEFAULT_LIST_OFFSET = 0
export const MOBILE_ROW_COUNT = 4
export const LEASED_TABLE_COLUMN_WIDTHS = [178, 130, 100, 60] as const

/** Default sorts per list (spec §9); `null` means unsorted. */
export const DEFAULT_SORTS = {
  leads: { sort: 'updated', order: 'desc' },
  negotiations: { sort: 'updated', order: 'desc' },
  leased: { sort: 'domain', order: 'asc' },
  sales: { sort: 'saleDate', order: 'desc' },
  parking: null,
} as const
