// The parking table's sort keys (spec §3 parking columns), without zod, so the web app's URL
// parsing can import them without the contract's schemas.

export const PARKING_SORT_KEYS = [
  'domain',
  'pageViewCount',
  'visitCount',
  'adClickCount',
  'clickThroughRate',
  'revenue',
  'revenuePerClick',
  'revenuePer1kImpressions',
] as const
export type ParkingSortKey = (typeof PARKING_SORT_KEYS)[number]

/** Spec §9: the parking list has no default sort; the server then orders by domain name. */
export const PARKING_FALLBACK_ORDER = { sort: 'domain', order: 'asc' } as const
