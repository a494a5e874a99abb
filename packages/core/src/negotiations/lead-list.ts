// The lead lists' keys, free of zod so that the web's entry bundle can import them (issue 16).

/** Lead sort keys (spec §3); the default is updated, descending (spec §9). */
export const LEAD_SORT_KEYS = [
  'domain',
  'lastOffer',
  'assignee',
  'status',
  'updated',
  'created',
  'lastEvent',
] as const
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number]
export const SORT_ORDERS = ['asc', 'desc'] as const

/**
 * Whose leads a list shows (decision 401): the seller's own, the buyer's own negotiations,
 * the leads assigned to a broker, or (admins) every lead.
 */
export const LEAD_VIEWS = ['seller', 'buyer', 'broker', 'admin'] as const
export type LeadView = (typeof LEAD_VIEWS)[number]
