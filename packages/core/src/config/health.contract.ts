import { z } from 'zod'

/** `GET /api/health`: the process answers and its database takes a query. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
})
export type Health = z.infer<typeof HealthSchema>
