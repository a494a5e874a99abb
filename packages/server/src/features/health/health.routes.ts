import { configEndpoints } from '@namefolio/core/config/config.endpoints'
import { configSchemas } from '@namefolio/core/config/config.schemas'
import type { Database } from '../../db/client.ts'
import type { CommittedMigration } from '../../db/migration-journal.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { checkReadiness } from './check-readiness.ts'
import { pingDatabase } from './health.repository.ts'

export function registerHealthRoutes(
  app: ZodApp,
  deps: { database: Database; version: string; committedMigrations: CommittedMigration[] },
): void {
  serveEndpoint(
    app,
    configEndpoints.health,
    { tags: ['health'], schemas: configSchemas.health },
    async () => {
      await pingDatabase(deps.database.db)
      return { status: 'ok' as const, database: deps.database.kind, version: deps.version }
    },
  )
  // Liveness and readiness (issue 23, decision 1296).
  serveEndpoint(
    app,
    configEndpoints.liveness,
    { tags: ['health'], schemas: configSchemas.liveness },
    async () => ({ status: 'ok' as const }),
  )
  serveEndpoint(
    app,
    configEndpoints.readiness,
    { tags: ['health'], schemas: configSchemas.readiness },
    async (_request, reply) => {
      const readiness = await checkReadiness(deps.database.db, deps.committedMigrations)
      if (readiness.status === 'ready') return readiness
      return reply.status(503).header('cache-control', 'no-store').send(readiness)
    },
  )
}
