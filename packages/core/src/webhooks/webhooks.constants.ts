/** Values of `webhooks.contract.ts` without zod, so the browser can use them (decision 1265). */

/** Deliveries failed for good in a row that disable an endpoint (decision 1112). */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5
/** Longest URL accepted for an endpoint (the server's SSRF check repeats it). */
export const MAX_WEBHOOK_URL_LENGTH = 2000
