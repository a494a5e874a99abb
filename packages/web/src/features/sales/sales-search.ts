import { DEFAULT_LIST_PAGE_SIZE } from '@namefolio/core/constants/list-limits'
import {
  SALES_PAGE_SIZE_MAX,
  SOLD_SORT_KEYS,
  type SoldSortKey,
} from '@namefolio/core/sales/sales-requests.contract'
import type { SalesSearch } from './sales.queries'

/** Spec §9: sales sort by sale date, newest first; page size 100 from offset 0. */
export const SALES_SEARCH_DEFAULTS: SalesSearch = {
  sort: 'saleDate',
  order: 'desc',
  offset: 0,
  limit: DEFAULT_LIST_PAGE_SIZE,
}

export type SalesSearchInput = Partial<Record<keyof SalesSearch, unknown>>

/** The /sales URL search params, typed; anything unknown falls back to the default. */
export function parseSalesSearch(input: SalesSearchInput): SalesSearch {
  const sort = (SOLD_SORT_KEYS as readonly unknown[]).includes(input.sort)
    ? (input.sort as SoldSortKey)
    : SALES_SEARCH_DEFAULTS.sort
  const defaultOrder = sort === 'saleDate' ? 'desc' : 'asc'
  const order = input.order === 'asc' || input.order === 'desc' ? input.order : defaultOrder
  const offset = Number(input.offset)
  const limit = Number(input.limit)
  return {
    sort,
    order,
    offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
    limit:
      Number.isInteger(limit) && limit >= 1 && limit <= SALES_PAGE_SIZE_MAX
        ? limit
        : DEFAULT_LIST_PAGE_SIZE,
  }
}
