import {
  DEFAULT_LIST_OFFSET,
  DEFAULT_LIST_PAGE_SIZE,
  MAX_LIST_PAGE_SIZE,
} from '@namefolio/core/constants/list-limits'
import {
  PORTFOLIO_STATUS_FILTERS,
  type PortfolioStatusFilter,
} from '@namefolio/core/portfolio/portfolio-filter'
import {
  COLUMN_VIEWS,
  isColumnView,
  type ColumnView,
} from '@namefolio/core/portfolio/portfolio-columns'
import { SAVED_VIEW_RANGE_KEYS } from '@namefolio/core/portfolio/saved-views.constants'
import {
  PORTFOLIO_SORT_KEYS,
  SORT_ORDERS,
  type PortfolioSortKey,
  type SortOrder,
} from '@namefolio/core/portfolio/portfolio-sort'

/** Default page size and offset (spec §9). */
export const PORTFOLIO_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE
/** The server's cap (core's pagination contract uses the same constant). */
export const PORTFOLIO_MAX_PAGE_SIZE = MAX_LIST_PAGE_SIZE

/**
 * The portfolio's route views (spec §2 routes): /portfolio is selling; the others are
 * /portfolio/{view}. The API takes the same names in `view`.
 */
export const PORTFOLIO_ROUTE_VIEWS = COLUMN_VIEWS
export type PortfolioRouteView = ColumnView
export const isPortfolioRouteView = isColumnView

export {
  PORTFOLIO_SORT_KEYS,
  SORT_ORDERS,
  type PortfolioSortKey,
  type SortOrder,
} from '@namefolio/core/portfolio/portfolio-sort'

/** Range filter keys of spec §3, in whole dollars (prices) or characters (SLD length). */
export const PORTFOLIO_RANGE_KEYS = SAVED_VIEW_RANGE_KEYS
export type PortfolioRangeKey = (typeof PORTFOLIO_RANGE_KEYS)[number]
export const PRICE_RANGE_KEYS: readonly PortfolioRangeKey[] = PORTFOLIO_RANGE_KEYS.filter(
  (key) => !key.startsWith('sldLength'),
)

/**
 * The typed URL search of the portfolio (decision 301): `filter` carries the status filter
 * of spec §4, the other filter keys of §3 and the sort sit beside it under their own names.
 */
export type PortfolioSearch = {
  offset: number
  limit: number
  filter?: PortfolioStatusFilter
  keywords?: string
  sort?: PortfolioSortKey
  order?: SortOrder
  leasing?: boolean
  /** Spec §2: the flag that opens parking setup (decision 541); never saved with the filters. */
  parkingSetup?: 1
  /** The names parking setup opens with (comma list, from the bulk action); none: parked ones. */
  parkingNames?: string
} & Partial<Record<PortfolioRangeKey, number>>

/** What a link may carry: everything optional and loosely typed, as a URL is. */
export type PortfolioSearchInput = {
  offset?: number | string
  limit?: number | string
  filter?: string
  keywords?: string
  sort?: string
  order?: string
  leasing?: boolean | string
  parkingSetup?: number | string | boolean
  parkingNames?: string
} & Partial<Record<PortfolioRangeKey, number | string>>

export const PORTFOLIO_SEARCH_DEFAULTS: PortfolioSearch = {
  offset: DEFAULT_LIST_OFFSET,
  limit: PORTFOLIO_PAGE_SIZE,
}

function toInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) ? number : null
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined
}

/** The typed URL search: bad or missing values fall back to the defaults or are left off. */
export function parsePortfolioSearch(search: PortfolioSearchInput): PortfolioSearch {
  const offset = toInteger(search.offset)
  const limit = toInteger(search.limit)
  const parsed: PortfolioSearch = {
    offset: offset !== null && offset >= 0 ? offset : PORTFOLIO_SEARCH_DEFAULTS.offset,
    limit:
      limit !== null && limit >= 1 && limit <= PORTFOLIO_MAX_PAGE_SIZE
        ? limit
        : PORTFOLIO_SEARCH_DEFAULTS.limit,
  }
  const filter = oneOf(PORTFOLIO_STATUS_FILTERS, search.filter)
  if (filter !== undefined) parsed.filter = filter
  const keywords = typeof search.keywords === 'string' ? search.keywords.trim() : ''
  if (keywords !== '') parsed.keywords = keywords.slice(0, 200)
  const sort = oneOf(PORTFOLIO_SORT_KEYS, search.sort)
  if (sort !== undefined) {
    parsed.sort = sort
    parsed.order = oneOf(SORT_ORDERS, search.order) ?? 'asc'
  }
  if (search.leasing === true || search.leasing === 'true') parsed.leasing = true
  if (search.leasing === false || search.leasing === 'false') parsed.leasing = false
  for (const key of PORTFOLIO_RANGE_KEYS) {
    const value = toInteger(search[key])
    if (value !== null && value >= 0) parsed[key] = value
  }
  const setup = search.parkingSetup
  if (setup === 1 || setup === '1' || setup === true || setup === 'true') {
    parsed.parkingSetup = 1
    if (typeof search.parkingNames === 'string' && search.parkingNames.trim() !== '') {
      parsed.parkingNames = search.parkingNames.trim().slice(0, 60_000)
    }
  }
  return parsed
}

/** Whether any filter or sort is set: the part of the search that session storage keeps. */
export function hasFilterOrSort(search: PortfolioSearch): boolean {
  return Object.keys(filterState(search)).length > 0
}

/** The filters and sort of a search, without paging (what is saved and restored, §2). */
export function filterState(
  search: PortfolioSearch,
): Omit<PortfolioSearch, 'offset' | 'limit' | 'parkingSetup' | 'parkingNames'> {
  // The parking setup flag opens a drawer: it is neither a filter nor saved state.
  const {
    offset: _offset,
    limit: _limit,
    parkingSetup: _parkingSetup,
    parkingNames: _parkingNames,
    ...rest
  } = search
  return rest
}

/** The number of filters a seller set (the sort does not count). */
export function countActiveFilters(search: PortfolioSearch): number {
  const { sort: _sort, order: _order, ...filters } = filterState(search)
  return Object.keys(filters).length
}

/** The session-storage key of a view's saved filter state (spec §2 "App shell behaviour"). */
export function savedFilterKey(view: PortfolioRouteView): string {
  return `namefolio.portfolio.filter.${view}`
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Saves the filters and sort of a view; an empty state removes the saved one. */
export function saveFilterState(
  store: KeyValueStore,
  view: PortfolioRouteView,
  search: PortfolioSearch,
): void {
  try {
    const state = filterState(search)
    if (Object.keys(state).length === 0) store.removeItem(savedFilterKey(view))
    else store.setItem(savedFilterKey(view), JSON.stringify(state))
  } catch {
    // Storage full or disabled: the URL still carries the state.
  }
}

/** The saved filters and sort of a view, validated like a URL, or null when none. */
export function readFilterState(
  store: KeyValueStore,
  view: PortfolioRouteView,
): PortfolioSearch | null {
  try {
    const raw = store.getItem(savedFilterKey(view))
    if (raw === null) return null
    const parsed = parsePortfolioSearch(JSON.parse(raw) as PortfolioSearchInput)
    return hasFilterOrSort(parsed) ? parsed : null
  } catch {
    return null
  }
}
