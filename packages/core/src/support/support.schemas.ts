import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  AdminSupportListQuerySchema,
  GuestSupportCaseCreatedSchema,
  GuestSupportCaseCreateSchema,
  SupportCaseCreateSchema,
  SupportCaseDetailSchema,
  SupportCaseListQuerySchema,
  SupportCaseListSchema,
  SupportCaseParamsSchema,
  SupportChoicesSchema,
  SupportReplySchema,
} from './support.contract.ts'

/** One case, answered with its messages: the seller's and support's sides read it alike. */
const oneCase = { params: SupportCaseParamsSchema, response: SupportCaseDetailSchema }
const reply = { ...oneCase, body: SupportReplySchema }

/**
 * The zod schemas of each `supportEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const supportSchemas = {
  create: { body: SupportCaseCreateSchema, response: SupportCaseDetailSchema },
  createAsGuest: { body: GuestSupportCaseCreateSchema, response: GuestSupportCaseCreatedSchema },
  list: { query: SupportCaseListQuerySchema, response: SupportCaseListSchema },
  choices: { response: SupportChoicesSchema },
  get: oneCase,
  reply,
} satisfies Record<string, EndpointSchemas>

/** The schemas of `adminSupportEndpoints`. */
export const adminSupportSchemas = {
  list: { query: AdminSupportListQuerySchema, response: SupportCaseListSchema },
  get: oneCase,
  reply,
  close: oneCase,
} satisfies Record<string, EndpointSchemas>
