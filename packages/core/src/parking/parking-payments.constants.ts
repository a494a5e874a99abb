/** Values of `parking-payments.contract.ts` without zod, so the browser can use them (decision 1265). */

/** The payout provider the product runs with today (decision 805): the sandbox adapter. */
export const SANDBOX_PAYOUT_PROVIDER = 'sandbox'
