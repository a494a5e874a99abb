/** The zod-free values of `admin-review.contract.ts`, for the browser (decision 1265). */

/** The statuses a domain waits in for a person's review (issue 19, spec §4). */
export const REVIEW_QUEUE_STATUSES = ['COMPLIANCE_REVIEW', 'PENDING_SYNC'] as const
export type ReviewQueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number]
