import type { Environment } from '@namefolio/core/config/public-config.contract'
import { configEndpoints } from '@namefolio/core/config/config.endpoints'
import { configSchemas } from '@namefolio/core/config/config.schemas'
import { readSwitchboardFor } from '../../db/account-switchboard.ts'
import type { Db } from '../../db/client.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'

export function registerPublicConfigRoutes(
  app: ZodApp,
  deps: { db: Db; ssoBaseUrl: string; customerId: string | null; environment: Environment },
): void {
  serveEndpoint(
    app,
    configEndpoints.publicConfig,
    { tags: ['config'], schemas: configSchemas.publicConfig },
    async (request) => {
      const user = request.auth?.user ?? null
      return {
        customerId: user?.id ?? deps.customerId,
        ssoLoginUrl: `${deps.ssoBaseUrl}/login`,
        // Evaluated on the server for the signed-in account (spec §6, decision 1325).
        switchboard: await readSwitchboardFor(deps.db, user?.id ?? null),
        environment: deps.environment,
      }
    },
  )
}
