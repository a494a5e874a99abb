/** The zod-free values of `partner-network.contract.ts`, for the browser (decision 1265). */

/** Per-partner requests a minute (decision 1132): the admin picks within these bounds. */
export const PARTNER_RATE_LIMIT_MIN = 1

export const PARTNER_RATE_LIMIT_MAX = 1200

export const PARTNER_RATE_LIMIT_DEFAULT = 60

/** A seller's choice for one domain: follow the portfolio default, or show / hide it. */
export const PARTNER_VISIBILITIES = ['inherit', 'show', 'hide'] as const
export type PartnerVisibility = (typeof PARTNER_VISIBILITIES)[number]
