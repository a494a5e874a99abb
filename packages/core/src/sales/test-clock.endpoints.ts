import { endpoint } from '../http/endpoint.ts'
import type { testClockSchemas as S } from './test-clock.schemas.ts'

/** Development and test only (decisions 807, 902): the money clock (decision 990). */
export const testClockEndpoints = {
  now: endpoint<typeof S.now>()('GET', '/api/v1/test/clock'),
  advance: endpoint<typeof S.advance>()('POST', '/api/v1/test/clock/advance'),
}
