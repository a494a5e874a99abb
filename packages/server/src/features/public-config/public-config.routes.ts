import { type PublicConfig } from '@namefolio/core/config/public-config.contract'
import type { Environment } from '@namefolio/core/config/public-config.contract'
import { configEndpoints } from '@namefolio/core/config/config.endpoints'
import { configSchemas } from '@namefolio/core/config/config.schemas'
import type { Db } from '../../db/client.ts'
import type { FeatureFlagRow } from '../../db/schema/feature-flags.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listFeatureFlagsForCohort } from './public-config.repository.ts'

/** A cohort's own row wins over the general row of the same flag (spec §6). */
export function toSwitchboard(rows: FeatureFlagRow[]): PublicConfig['switchboard'] {
  const ordered = [...rows].sort(
    (a, b) => Number(a.cohortId !== null) - Number(b.cohortId !== null),
  )
  const switchboard: PublicConfig['switchboard'] = {}
  for (const row of ordered) switchboard[row.key] = { state: row.state, cohortId: row.cohortId }
  return switchboard
}

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
      const rows = await listFeatureFlagsForCohort(deps.db, user?.cohortId ?? null)
      return {
        customerId: user?.id ?? deps.customerId,
        ssoLoginUrl: `${deps.ssoBaseUrl}/login`,
        switchboard: toSwitchboard(rows),
        environment: deps.environment,
      }
    },
  )
}
