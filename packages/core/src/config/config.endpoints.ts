import { endpoint } from '../http/endpoint.ts'
import type { configSchemas as S } from './config.schemas.ts'

/** The deployment's public configuration and its health (decision 990). */
export const configEndpoints = {
  /** The public configuration of spec §3: sign-in URL, switchboard, environment. */
  publicConfig: endpoint<typeof S.publicConfig>()('GET', '/api/v1/config'),
  health: endpoint<typeof S.health>()('GET', '/api/health'),
  /** For an orchestrator's liveness probe: restart the process when this fails. */
  liveness: endpoint<typeof S.liveness>()('GET', '/api/health/live'),
  /** For a load balancer: send traffic only while this answers 200 (503 when not ready). */
  readiness: endpoint<typeof S.readiness>()('GET', '/api/health/ready'),
}
