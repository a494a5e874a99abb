import { endpoint } from '../http/endpoint.ts'
import type {
  ClockAdvanceBodySchema,
  ClockAdvanceResultSchema,
  ClockNowSchema,
} from './test-clock.contract.ts'

/** Development and test only (decisions 807, 902): the money clock (decision 990). */
export const testClockEndpoints = {
  now: endpoint<{ response: typeof ClockNowSchema }>()('GET', '/api/v1/test/clock'),
  advance: endpoint<{
    body: typeof ClockAdvanceBodySchema
    response: typeof ClockAdvanceResultSchema
  }>()('POST', '/api/v1/test/clock/advance'),
}
