import { configEndpoints } from '@namefolio/core/config/config.endpoints'
import { configSchemas } from '@namefolio/core/config/config.schemas'
import type { Database } from '../../db/client.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { pingDatabase } from './health.repository.ts'

export function registerHealthRoutes(
  app: ZodApp,
  deps: { database: Database; version: string },
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
}
