import { z } from 'zod'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { ZodApp } from '../../http/zod-app.ts'

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
})

export function registerHealthRoutes(
  app: ZodApp,
  deps: { database: Database; version: string },
): void {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema } } },
    async () => {
      await deps.database.db.execute(sql`select 1`)
      return { status: 'ok' as const, database: deps.database.kind, version: deps.version }
    },
  )
}
