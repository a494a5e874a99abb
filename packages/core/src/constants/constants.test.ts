import { describe, expect, it } from 'vitest'
import * as domainEntry from './domain-entry.ts'
import * as listLimits from './list-limits.ts'
import * as locale from './locale.ts'
import * as parkingRanges from './parking-ranges.ts'
import * as priceRules from './price-rules.ts'
import * as signInParams from './sign-in-params.ts'
import * as uiTimings from './ui-timings.ts'

// The constants are grouped by what they are about (issue 14); the spec lists them as one table.
const limits = {
  ...uiTimings,
  ...signInParams,
  ...domainEntry,
  ...priceRules,
  ...listLimits,
  ...parkingRanges,
  ...locale,
}

// spec §9 "Business constants and limits": one case per stated value.
describe('spec §9 constants', () => {
  it.each([
    ['GROWL_LIFETIME_MS', 6000],
    ['TOOLTIP_OPEN_DELAY_MS', 300],
    ['FADE_TRANSITION_MS', 300],
    ['SIDENAV_COLLAPSE_MS', 300],
    ['LOADER_DELAY_MS', 200],
    ['PAGE_TIMING_REPORT_DELAY_MS', 2000],
    ['COPY_FEEDBACK_MS', 1500],
    ['LINK_PREFETCH_MARGIN_PX', 200],
    ['REQUEST_TIMEOUT_MS', 30000],
    ['AUTH_CACHE_LIFETIME_MS', 60000],
    ['AUTH_CACHE_DEFAULT_KEY', '__default__'],
    ['MAX_DOMAINS_PER_ENTRY', 50],
    ['UPLOAD_FILE_SIZE_LIMIT_BYTES', 1073741824],
    ['LEASE_BUY_NOW_MIN_USD', 495],
    ['LEASE_BUY_NOW_MAX_USD', 100000],
    ['PRICE_CEILING_USD', 50000000],
    ['BUY_NOW_MIN_USD', 50],
    ['FLOOR_MIN_USD', 20],
    ['MIN_BID_MIN_USD', 20],
    ['FLOOR_RATIO_MAX_PCT', 70],
    ['MIN_BID_RATIO_MAX_PCT', 50],
    ['SALE_PRICE_MAX_USD', 49999999],
    ['LEASE_MIN_MONTHS', 2],
    ['LEASE_MAX_MONTHS', 60],
    ['LEASE_MONTHS_CEILING', 99],
    ['FILTER_MAX', 10000],
    ['BULK_SEARCH_CAP', 500],
    ['BULK_SEARCH_KEYS_LIMIT', 1000],
    ['QUERY_STRING_KEYS_LIMIT', 1000],
    ['DEFAULT_LIST_PAGE_SIZE', 100],
    ['DEFAULT_LIST_OFFSET', 0],
    ['PARKING_PAGE_SIZE', 200],
    ['MOBILE_ROW_COUNT', 4],
    ['PARKING_DEFAULT_RANGE_DAYS', 7],
    ['PARKING_CUSTOM_RANGE_DAYS', 30],
    ['PARKING_RANGE_DATE_FORMAT', 'yyyy-MM-dd'],
    ['DEFAULT_LOCALE', 'en-US'],
    ['SUPPORTED_LOCALE_COUNT', 39],
    ['SERVER_TIME_ZONE', 'America/New_York'],
    ['CURRENCY', 'USD'],
    ['EMPTY_VALUE_PLACEHOLDER', '--'],
  ] as const)('%s is %s', (name, value) => {
    expect(limits[name]).toBe(value)
  })

  it('sends only the six auth parameters and puts only six onto the login link', () => {
    // Listed as the spec writes them, in its order.
    expect(limits.AUTH_VALIDATE_PARAMS.join(' ')).toBe(
      'realm risk type groups allowHeartbeat use12HourExpiration',
    )
    expect(limits.LOGIN_LINK_PARAMS.join(' ')).toBe('realm port app path subdomain auth_reason')
  })

  it('keeps the leased table widths and the default sorts', () => {
    expect(limits.LEASED_TABLE_COLUMN_WIDTHS).toEqual([178, 130, 100, 60])
    expect(limits.DEFAULT_SORTS).toEqual({
      leads: { sort: 'updated', order: 'desc' },
      negotiations: { sort: 'updated', order: 'desc' },
      leased: { sort: 'domain', order: 'asc' },
      sales: { sort: 'saleDate', order: 'desc' },
      parking: null,
    })
  })
})
