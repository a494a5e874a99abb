import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  CohortParamsSchema,
  CohortSchema,
  CreateCohortBodySchema,
  FlagParamsSchema,
  SetFlagBodySchema,
  SwitchboardSchema,
  UpdateCohortBodySchema,
} from './switchboard.contract.ts'

/** The zod schemas of each `switchboardEndpoints` entry, as values (decision 1230). */
export const switchboardSchemas = {
  switchboard: { response: SwitchboardSchema },
  setFlag: { params: FlagParamsSchema, body: SetFlagBodySchema, response: SwitchboardSchema },
  createCohort: { body: CreateCohortBodySchema, response: CohortSchema },
  updateCohort: {
    params: CohortParamsSchema,
    body: UpdateCohortBodySchema,
    response: CohortSchema,
  },
} satisfies Record<string, EndpointSchemas>
