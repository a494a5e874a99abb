import { z } from 'zod'

/** `GET /api/health`: the process answers and its database takes a query. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
})
export type Health = z.infer<typeof HealthSchema>

/** `GET /api/health/live`: the process answers; the database is not asked (decision 1296). */
export const LivenessSchema = z.object({ status: z.literal('ok') })
export type Liveness = z.infer<typeof LivenessSchema>

/**
 * `GET /api/health/ready`: 200 when the database answers and every committed migration is
 * applied, else 503 with the same shape naming what is missing (decision 1296).
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['reachable', 'unreachable']),
  /** Tags of committed migrations the database has not applied (unknown while unreachable). */
  missingMigrations: z.array(z.string()),
})
export type Readiness = z.infer<typeof ReadinessSchema>
