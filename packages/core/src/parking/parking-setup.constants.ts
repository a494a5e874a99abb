/** The zod-free values of `parking-setup.contract.ts`, for the browser (decision 1265). */

/** Names one call may look at, move or check. */
export const PARKING_SETUP_NAMES_LIMIT = 200

/** Parked domains a page lists when no names are asked for. */
export const PARKING_SETUP_PAGE_SIZE = 100
