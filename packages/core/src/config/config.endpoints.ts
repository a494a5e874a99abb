import { endpoint } from '../http/endpoint.ts'
import type { HealthSchema } from './health.contract.ts'
import type { PublicConfigSchema } from './public-config.contract.ts'

/** The deployment's public configuration and its health (decision 990). */
export const configEndpoints = {
  /** The public configuration of spec §3: sign-in URL, switchboard, environment. */
  publicConfig: endpoint<{ response: typeof PublicConfigSchema }>()('GET', '/api/v1/config'),
  health: endpoint<{ response: typeof HealthSchema }>()('GET', '/api/health'),
}
