import { DEFAULT_LIST_PAGE_SIZE } from '@namefolio/core/constants/list-limits'
import {
  LEASED_SORT_KEYS,
  SALES_PAGE_SIZE_MAX,
  SOLD_SORT_KEYS,
  type LeasedSortKey,
  type SoldSortKey,
  type SortOrder,
} from '@namefolio/core/sales/sales-requests.constants'
import type { LeasedSearch, SalesSearch } from './sales.queries'

/** Spec §9: sales sort by sale date, newest first; page size 100 from offset 0. */
export const SALES_SEARCH_DEFAULTS: SalesSearch = {
  sort: 'saleDate',
  order: 'desc',
  offset: 0,
  limit: DEFAULT_LIST_PAGE_SIZE,
}

export type SalesSearchInput = Partial<Record<keyof SalesSearch, unknown>>

/** Dates sort newest first by default; everything else A to Z, lowest first (spec §9). */
const defaultOrderOf = (sort: string): SortOrder => (sort === 'saleDate' ? 'desc' : 'asc')

function orderOf(input: unknown, defaultOrder: SortOrder): SortOrder {
  return input === 'asc' || input === 'desc' ? input : defaultOrder
}

function offsetOf(input: unknown): number {
  const offset = Number(input)
  return Number.isInteger(offset) && offset >= 0 ? offset : 0
}

/** The /sales URL search params, typed; anything unknown falls back to the default. */
export function parseSalesSearch(input: SalesSearchInput): SalesSearch {
  const sort = (SOLD_SORT_KEYS as readonly unknown[]).includes(input.sort)
    ? (input.sort as SoldSortKey)
    : SALES_SEARCH_DEFAULTS.sort
  const limit = Number(input.limit)
  return {
    sort,
    order: orderOf(input.order, defaultOrderOf(sort)),
    offset: offsetOf(input.offset),
    limit:
      Number.isInteger(limit) && limit >= 1 && limit <= SALES_PAGE_SIZE_MAX
        ? limit
        : DEFAULT_LIST_PAGE_SIZE,
  }
}

/** The /sales/leased URL search (spec §9: by domain by default). */
export type LeasedSearchInput = Partial<Record<keyof LeasedSearch, unknown>>
export const LEASED_SEARCH_DEFAULTS: LeasedSearch = { sort: 'domain', order: 'asc', offset: 0 }

export function parseLeasedSearch(input: LeasedSearchInput): LeasedSearch {
  const sort = (LEASED_SORT_KEYS as readonly unknown[]).includes(input.sort)
    ? (input.sort as LeasedSortKey)
    : LEASED_SEARCH_DEFAULTS.sort
  return {
    sort,
    order: orderOf(input.order, defaultOrderOf(sort)),
    offset: offsetOf(input.offset),
  }
}

/**
 * The search as the URL shows it: the first page and the default sort are left out, so a
 * link or tab to the list without a query gets the saved sort back (spec §2). An order is
 * kept unless it is its sort's default, as the default order depends on the sort.
 */
function compact<T extends SortState & { offset: number; limit?: number }>(
  search: T,
  defaults: SortState & { limit?: number },
  defaultOrder: (sort: T['sort']) => SortOrder,
): Partial<T> {
  const url: Partial<T> = { ...search }
  if (search.offset === 0) delete url.offset
  if (search.limit === defaults.limit) delete url.limit
  if (search.order === defaultOrder(search.sort)) delete url.order
  if (search.sort === defaults.sort && url.order === undefined) delete url.sort
  return url
}

export function compactSalesSearch(search: SalesSearch): Partial<SalesSearch> {
  return compact(search, SALES_SEARCH_DEFAULTS, defaultOrderOf)
}

export function compactLeasedSearch(search: LeasedSearch): Partial<LeasedSearch> {
  return compact(search, LEASED_SEARCH_DEFAULTS, defaultOrderOf)
}

/** Spec §2: the session-storage keys of the sales and leased-sales routes' saved state. */
export const SALES_SAVED_FILTER_KEY = 'namefolio.sales.filter'
export const LEASED_SAVED_FILTER_KEY = 'namefolio.sales.leased.filter'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type SortState = { sort: string; order: SortOrder }

/** The saved part of a sales list's search: its sort, when it is not the default one. */
function sortState(search: SortState, defaults: SortState): SortState | null {
  return search.sort === defaults.sort && search.order === defaults.order
    ? null
    : { sort: search.sort, order: search.order }
}

function saveState(store: KeyValueStore, key: string, state: SortState | null): void {
  try {
    if (state === null) store.removeItem(key)
    else store.setItem(key, JSON.stringify(state))
  } catch {
    // Storage full or disabled: the URL still carries the state.
  }
}

function readState<T extends SortState>(
  store: KeyValueStore,
  key: string,
  parse: (input: Partial<Record<keyof T, unknown>>) => T,
  defaults: SortState,
): SortState | null {
  try {
    const raw = store.getItem(key)
    return raw === null ? null : sortState(parse(JSON.parse(raw) as object), defaults)
  } catch {
    return null
  }
}

export function saveSalesFilterState(store: KeyValueStore, search: SalesSearch): void {
  saveState(store, SALES_SAVED_FILTER_KEY, sortState(search, SALES_SEARCH_DEFAULTS))
}

/** The saved sort of /sales, validated like a URL, or null when there is none. */
export function readSalesFilterState(store: KeyValueStore): SortState | null {
  return readState(store, SALES_SAVED_FILTER_KEY, parseSalesSearch, SALES_SEARCH_DEFAULTS)
}

export function saveLeasedFilterState(store: KeyValueStore, search: LeasedSearch): void {
  saveState(store, LEASED_SAVED_FILTER_KEY, sortState(search, LEASED_SEARCH_DEFAULTS))
}

/** The saved sort of /sales/leased, validated like a URL, or null when there is none. */
export function readLeasedFilterState(store: KeyValueStore): SortState | null {
  return readState(store, LEASED_SAVED_FILTER_KEY, parseLeasedSearch, LEASED_SEARCH_DEFAULTS)
}
