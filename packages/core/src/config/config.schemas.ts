import type { EndpointSchemas } from '../http/endpoint.ts'
import { HealthSchema, LivenessSchema, ReadinessSchema } from './health.contract.ts'
import { PublicConfigSchema } from './public-config.contract.ts'

/**
 * The zod schemas of each `configEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const configSchemas = {
  publicConfig: { response: PublicConfigSchema },
  health: { response: HealthSchema },
  liveness: { response: LivenessSchema },
  readiness: { response: ReadinessSchema },
} satisfies Record<string, EndpointSchemas>
