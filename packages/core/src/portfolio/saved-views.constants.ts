/** The zod-free values of `saved-views.contract.ts`, for the browser (decision 1265). */

/** The range filters of spec §3 as the route names them: dollars or characters. */
export const SAVED_VIEW_RANGE_KEYS = [
  'buyNowMin',
  'buyNowMax',
  'minBidMin',
  'minBidMax',
  'floorMin',
  'floorMax',
  'sldLengthMin',
  'sldLengthMax',
] as const

/** At most this many views per user (issue 15). */
export const SAVED_VIEWS_MAX = 50

export const SAVED_VIEW_NAME_MAX = 60

/** Column ids as the column chooser names them: short ids, a short list (decision 288). */
export const SAVED_VIEW_COLUMNS_MAX = 40
