import { z } from 'zod'

/** One background queue's jobs (issue 19 health page, decision 1346). */
export const QueueHealthSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** Completed in the last 24 hours. */
  completedLastDay: z.number().int(),
})
export type QueueHealth = z.infer<typeof QueueHealthSchema>

export const RECENT_ERROR_SOURCES = ['request', 'job'] as const
export type RecentErrorSource = (typeof RECENT_ERROR_SOURCES)[number]

/** A 5xx answer or a failed job: where and when, never a body or a secret (decision 1346). */
export const RecentErrorSchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
  source: z.enum(RECENT_ERROR_SOURCES),
  /** `GET /api/v1/route/:param` for a request, the queue name for a job. */
  location: z.string(),
  message: z.string(),
  /** The request id (x-request-id) or the job id. */
  reference: z.string().nullable(),
})
export type RecentError = z.infer<typeof RecentErrorSchema>

/** How many recent errors are kept; older ones are pruned on insert. */
export const RECENT_ERRORS_KEPT = 1000

export const AdminHealthSchema = z.object({
  queues: z.array(QueueHealthSchema),
  errors: z.array(RecentErrorSchema),
})
export type AdminHealth = z.infer<typeof AdminHealthSchema>
