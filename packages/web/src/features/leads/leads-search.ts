import {
  DEFAULT_LIST_OFFSET,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_SORTS,
} from '@namefolio/core/constants/list-limits'
import {
  LEAD_SORT_KEYS,
  LEAD_VIEWS,
  type LeadSortKey,
  type LeadView,
} from '@namefolio/core/negotiations/lead-list'
import { LEAD_FOLDERS, type LeadFolder } from '@namefolio/core/negotiations/negotiation-status'

export { LEAD_SORT_KEYS, type LeadSortKey } from '@namefolio/core/negotiations/lead-list'
export const LEAD_VIEW_NAMES = LEAD_VIEWS
export type LeadViewName = LeadView

export type LeadsSearch = {
  folder: LeadFolder
  sort: LeadSortKey
  order: 'asc' | 'desc'
  offset: number
  limit: number
}
export type LeadsSearchInput = Partial<Record<keyof LeadsSearch | 'view', string | number>>

/** Defaults (spec §9): all leads, updated descending, 100 a page from offset 0. */
export const LEADS_SEARCH_DEFAULTS: LeadsSearch = {
  folder: 'all',
  sort: DEFAULT_SORTS.leads.sort,
  order: DEFAULT_SORTS.leads.order,
  offset: DEFAULT_LIST_OFFSET,
  limit: DEFAULT_LIST_PAGE_SIZE,
}

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : fallback
}

function integer(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/** The typed URL search of the lead lists: bad values fall back to the defaults. */
export function parseLeadsSearch(search: LeadsSearchInput): LeadsSearch {
  return {
    folder: oneOf(LEAD_FOLDERS, search.folder, LEADS_SEARCH_DEFAULTS.folder),
    sort: oneOf(LEAD_SORT_KEYS, search.sort, LEADS_SEARCH_DEFAULTS.sort),
    order: oneOf(['asc', 'desc'] as const, search.order, LEADS_SEARCH_DEFAULTS.order),
    offset: integer(search.offset, 0, Number.MAX_SAFE_INTEGER, LEADS_SEARCH_DEFAULTS.offset),
    limit: integer(search.limit, 1, 1000, LEADS_SEARCH_DEFAULTS.limit),
  }
}

/** /leads also carries the view (seller, buyer, broker, admin). */
export function parseLeadView(search: LeadsSearchInput): LeadViewName | undefined {
  return typeof search.view === 'string' &&
    (LEAD_VIEW_NAMES as readonly string[]).includes(search.view)
    ? (search.view as LeadViewName)
    : undefined
}
