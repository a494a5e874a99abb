/** The zod-free values of `privacy.contract.ts`, for the browser (decision 1265). */

/**
 * Who sees a seller's public profile (spec §2 /account/privacy; decision 503):
 * PUBLIC shows the name and listings, ANONYMOUS shows the listings under "A Namefolio seller",
 * PRIVATE answers 404 for the profile and listings pages (landers still sell the domains).
 */
export const PROFILE_VISIBILITIES = ['PUBLIC', 'ANONYMOUS', 'PRIVATE'] as const
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number]
