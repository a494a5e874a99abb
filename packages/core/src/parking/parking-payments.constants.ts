/** The zod-free values of `parking-payments.contract.ts`, for the browser (decision 1265). */

/** The payout provider the product runs with today (decision 805): the sandbox adapter. */
export const SANDBOX_PAYOUT_PROVIDER = 'sandbox'
