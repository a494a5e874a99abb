/** The parking report: page size and date ranges (spec §9). */

export const PARKING_PAGE_SIZE = 200
export const PARKING_DEFAULT_RANGE_DAYS = 7
export const PARKING_CUSTOM_RANGE_DAYS = 30
export const PARKING_RANGE_DATE_FORMAT = 'yyyy-MM-dd'
