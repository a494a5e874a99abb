import { rangeLengthInDays, shiftDay, utcDayOf } from '@namefolio/core/parking/parking-range'
import { PARKING_SORT_KEYS, type ParkingSortKey } from '@namefolio/core/parking/parking-sort'
import { SORT_ORDERS, type SortOrder } from '@namefolio/core/portfolio/portfolio-sort'

/**
 * The /parking URL (spec §2, §3, §9): the range as yyyy-MM-dd (none is the last 7 days, which
 * the server resolves), the table's search, sort and page, and the `show_drid` flag.
 */
export type ParkingSearch = {
  /** The page's first row; absent is the first page (so a plain /parking link stays plain). */
  offset?: number
  from?: string
  to?: string
  keywords?: string
  sort?: ParkingSortKey
  order?: SortOrder
  show_drid?: boolean
}

/** What a link may carry: everything optional and loosely typed, as a URL is. */
export type ParkingSearchInput = {
  offset?: number | string
  from?: string
  to?: string
  keywords?: string
  sort?: string
  order?: string
  show_drid?: boolean | string | number
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

function dayOrUndefined(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return undefined
  // 2026-02-31 matches the pattern but is no day: the date round trip catches it.
  return utcDayOf(new Date(`${value}T00:00:00Z`)) === value ? value : undefined
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined
}

/** The typed URL search: bad values are dropped (the server would answer 400 to them). */
export function parseParkingSearch(search: ParkingSearchInput): ParkingSearch {
  // Every key is named, bad ones as undefined: the router lays a route's search over what the
  // URL said, so a key left out would keep its bad value.
  const parsed: ParkingSearch = {
    offset: undefined,
    from: undefined,
    to: undefined,
    keywords: undefined,
    sort: undefined,
    order: undefined,
    show_drid: undefined,
  }
  const offset = Number(search.offset)
  if (Number.isInteger(offset) && offset > 0) parsed.offset = offset
  const from = dayOrUndefined(search.from)
  const to = dayOrUndefined(search.to)
  if (from !== undefined) parsed.from = from
  if (to !== undefined) parsed.to = to
  const keywords = typeof search.keywords === 'string' ? search.keywords.trim() : ''
  if (keywords !== '') parsed.keywords = keywords.slice(0, 200)
  const sort = oneOf(PARKING_SORT_KEYS, search.sort)
  if (sort !== undefined) {
    parsed.sort = sort
    parsed.order = oneOf(SORT_ORDERS, search.order) ?? firstOrderOf(sort)
  }
  const drid = search.show_drid
  if (drid === true || drid === 'true' || drid === 1 || drid === '1') parsed.show_drid = true
  return parsed
}

/** Names read A to Z first; figures biggest first (what a seller looks for). */
export function firstOrderOf(key: ParkingSortKey): SortOrder {
  return key === 'domain' ? 'asc' : 'desc'
}

/**
 * A click on a column header: a new column sorts in its first order, the same column flips,
 * and a third click clears the sort (spec §9: the list has no default sort).
 */
export function nextParkingSort(
  search: Pick<ParkingSearch, 'sort' | 'order'>,
  key: ParkingSortKey,
): Pick<ParkingSearch, 'sort' | 'order'> {
  const first = firstOrderOf(key)
  if (search.sort !== key) return { sort: key, order: first }
  if (search.order === first) return { sort: key, order: first === 'asc' ? 'desc' : 'asc' }
  return { sort: undefined, order: undefined }
}

/** The range presets of the range control. */
export const PARKING_RANGE_PRESETS = ['last7', 'last30', 'last90', 'custom'] as const
export type ParkingRangePreset = (typeof PARKING_RANGE_PRESETS)[number]
const PRESET_DAYS = { last7: 7, last30: 30, last90: 90 } as const

/** The URL range of a preset; the last 7 days is the default, so it puts nothing in the URL. */
export function rangeOfPreset(
  preset: Exclude<ParkingRangePreset, 'custom'>,
  today: string,
): Pick<ParkingSearch, 'from' | 'to'> {
  if (preset === 'last7') return { from: undefined, to: undefined }
  return { from: shiftDay(today, 1 - PRESET_DAYS[preset]), to: today }
}

/** Which preset a URL range is: none is the last 7 days; ranges ending today by length. */
export function presetOf(search: Pick<ParkingSearch, 'from' | 'to'>, today: string) {
  if (search.from === undefined && search.to === undefined) return 'last7'
  if (search.from === undefined || search.to !== today) return 'custom'
  const length = rangeLengthInDays({ from: search.from, to: search.to })
  if (length === PRESET_DAYS.last30) return 'last30'
  if (length === PRESET_DAYS.last90) return 'last90'
  return 'custom'
}

/** Today as the parking figures count it: the UTC day (decision 530). */
export function parkingToday(now: Date = new Date()): string {
  return utcDayOf(now)
}

/** Spec §2: the filters, range and sort that session storage keeps for /parking. */
export const PARKING_SAVED_FILTER_KEY = 'namefolio.parking.filter'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The search without its page: what is saved and restored. */
export function parkingFilterState(search: ParkingSearch): Omit<ParkingSearch, 'offset'> {
  const { offset: _offset, ...rest } = search
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined))
}

export function saveParkingFilterState(store: KeyValueStore, search: ParkingSearch): void {
  try {
    const state = parkingFilterState(search)
    if (Object.keys(state).length === 0) store.removeItem(PARKING_SAVED_FILTER_KEY)
    else store.setItem(PARKING_SAVED_FILTER_KEY, JSON.stringify(state))
  } catch {
    // Storage full or disabled: the URL still carries the state.
  }
}

/** The saved state, validated like a URL, or null when there is none. */
export function readParkingFilterState(store: KeyValueStore): ParkingSearch | null {
  try {
    const raw = store.getItem(PARKING_SAVED_FILTER_KEY)
    if (raw === null) return null
    const parsed = parseParkingSearch(JSON.parse(raw) as ParkingSearchInput)
    return Object.keys(parkingFilterState(parsed)).length > 0 ? parsed : null
  } catch {
    return null
  }
}
