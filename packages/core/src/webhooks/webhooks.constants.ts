/** The zod-free values of `webhooks.contract.ts`, for the browser (decision 1265). */

/** Deliveries failed for good in a row that disable an endpoint (decision 1112). */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5

/** Longest URL accepted for an endpoint (the server's SSRF check repeats it). */
export const MAX_WEBHOOK_URL_LENGTH = 2000
