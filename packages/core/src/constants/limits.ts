/**
 * Every business constant and limit of spec §9, in one place. Durations are milliseconds,
 * money limits are whole US dollars as the spec states them (convert with `usdToMicros`).
 */

// Timings (spec §9)
export const GROWL_LIFETIME_MS = 6000
export const TOOLTIP_OPEN_DELAY_MS = 300
export const FADE_TRANSITION_MS = 300
export const SIDENAV_COLLAPSE_MS = 300
export const LOADER_DELAY_MS = 200
export const PAGE_TIMING_REPORT_DELAY_MS = 2000
export const COPY_FEEDBACK_MS = 1500
export const LINK_PREFETCH_MARGIN_PX = 200
export const REQUEST_TIMEOUT_MS = 30_000
export const AUTH_CACHE_LIFETIME_MS = 60_000
export const AUTH_CACHE_DEFAULT_KEY = '__default__'

/** The only parameters sent to `GET /api/auth/validate` (spec §7, §9). */
export const AUTH_VALIDATE_PARAMS = [
  'realm',
  'risk',
  'type',
  'groups',
  'allowHeartbeat',
  'use12HourExpiration',
] as const
/** The only parameters put onto the sign-in link (spec §9). */
export const LOGIN_LINK_PARAMS = [
  'realm',
  'port',
  'app',
  'path',
  'subdomain',
  'auth_reason',
] as const

// Domain entry (spec §5, §9)
export const MAX_DOMAINS_PER_ENTRY = 50
export const UPLOAD_FILE_SIZE_LIMIT_BYTES = 1_073_741_824

// Prices, in whole dollars (spec §5, §9)
export const LEASE_BUY_NOW_MIN_USD = 495
export const LEASE_BUY_NOW_MAX_USD = 100_000
/** Default listing price as stored (spec §3 "5000000"; micros, decision 107). */
export const DEFAULT_PRICE_MICROS = 5_000_000
export const PRICE_CEILING_USD = 50_000_000
export const BUY_NOW_MIN_USD = 50
export const FLOOR_MIN_USD = 20
export const MIN_BID_MIN_USD = 20
export const FLOOR_RATIO_MAX_PCT = 70
export const MIN_BID_RATIO_MAX_PCT = 50
export const SALE_PRICE_MAX_USD = 49_999_999

// Lease periods, in months (spec §5, §9)
export const LEASE_MIN_MONTHS = 2
export const LEASE_MAX_MONTHS = 60
export const LEASE_MONTHS_CEILING = 99

// Lists (spec §9)
export const FILTER_MAX = 10_000
export const BULK_SEARCH_CAP = 500
export const BULK_SEARCH_KEYS_LIMIT = 1000
export const QUERY_STRING_KEYS_LIMIT = 1000
export const DEFAULT_LIST_PAGE_SIZE = 100
export const DEFAULT_LIST_OFFSET = 0
export const PARKING_PAGE_SIZE = 200
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
export const PARKING_DEFAULT_RANGE_DAYS = 7
export const PARKING_CUSTOM_RANGE_DAYS = 30
export const PARKING_RANGE_DATE_FORMAT = 'yyyy-MM-dd'

// Locale, time and money display (spec §1, §9)
export const DEFAULT_LOCALE = 'en-US'
export const SUPPORTED_LOCALE_COUNT = 39
export const SERVER_TIME_ZONE = 'America/New_York'
export const CURRENCY = 'USD'
export const EMPTY_VALUE_PLACEHOLDER = '--'
