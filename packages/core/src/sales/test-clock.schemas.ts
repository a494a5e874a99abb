import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  ClockAdvanceBodySchema,
  ClockAdvanceResultSchema,
  ClockNowSchema,
} from './test-clock.contract.ts'

/**
 * The zod schemas of each `testClockEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const testClockSchemas = {
  now: { response: ClockNowSchema },
  advance: { body: ClockAdvanceBodySchema, response: ClockAdvanceResultSchema },
} satisfies Record<string, EndpointSchemas>
