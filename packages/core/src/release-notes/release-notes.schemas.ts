import type { EndpointSchemas } from '../http/endpoint.ts'
import { MarkReleaseNotesReadSchema, ReleaseNotesSchema } from './release-notes.contract.ts'

/**
 * The zod schemas of each `releaseNotesEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const releaseNotesSchemas = {
  list: { response: ReleaseNotesSchema },
  markRead: { body: MarkReleaseNotesReadSchema, response: ReleaseNotesSchema },
} satisfies Record<string, EndpointSchemas>
