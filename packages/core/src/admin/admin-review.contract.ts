import { z } from 'zod'
import { REVIEW_REASONS } from '../domains/domain-status.ts'

import { REVIEW_QUEUE_STATUSES } from './admin-review.constants.ts'

/** GET /api/v1/admin/console: the counts of the console's own parts (issue 19). */
export const AdminConsoleCountsSchema = z.object({
  reviewWaiting: z.number().int(),
  accountsPendingApproval: z.number().int(),
  accountsSuspended: z.number().int(),
})
export type AdminConsoleCounts = z.infer<typeof AdminConsoleCountsSchema>

/** Rows one page of the review queue holds. */
export const REVIEW_QUEUE_PAGE_SIZE = 25

/** GET /api/v1/admin/review: every seller's waiting domains, oldest first, keyset paged. */
export const ReviewQueueQuerySchema = z.object({
  status: z.enum(REVIEW_QUEUE_STATUSES).optional(),
  reason: z.enum(REVIEW_REASONS).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(REVIEW_QUEUE_PAGE_SIZE),
})
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuerySchema>

export const ReviewQueueItemSchema = z.object({
  domainId: z.uuid(),
  name: z.string(),
  status: z.enum(REVIEW_QUEUE_STATUSES),
  reasons: z.array(z.enum(REVIEW_REASONS)),
  seller: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** When the domain was added: its age in the queue. */
  since: z.iso.datetime({ offset: true }),
})
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>

export const ReviewQueuePageSchema = z.object({
  items: z.array(ReviewQueueItemSchema),
  /** Every waiting domain matching the filters. */
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
})
export type ReviewQueuePage = z.infer<typeof ReviewQueuePageSchema>

export const ReviewDomainParamsSchema = z.object({ domainId: z.uuid() })

/** Most characters of a review note. */
export const REVIEW_NOTE_MAX = 1000

/** POST …/approve: an optional note for the seller. */
export const ApproveDomainBodySchema = z
  .object({ note: z.string().trim().max(REVIEW_NOTE_MAX).optional() })
  .default({})

/** POST …/reject: the seller is told why, so the note is required (issue 19). */
export const RejectDomainBodySchema = z.object({
  note: z.string().trim().min(1).max(REVIEW_NOTE_MAX),
})

/** What a decision left: the domain's new status and the note the seller sees. */
export const ReviewDecisionSchema = z.object({
  domainId: z.uuid(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  note: z.string().nullable(),
})
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>
