import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  DeleteSavedViewResultSchema,
  SavedViewInputSchema,
  SavedViewListSchema,
  SavedViewParamsSchema,
  SavedViewSchema,
} from './saved-views.contract.ts'

const one = { params: SavedViewParamsSchema }

/**
 * The zod schemas of each `savedViewEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const savedViewSchemas = {
  listViews: { response: SavedViewListSchema },
  createView: { body: SavedViewInputSchema, response: SavedViewSchema },
  updateView: { ...one, body: SavedViewInputSchema, response: SavedViewSchema },
  deleteView: { ...one, response: DeleteSavedViewResultSchema },
} satisfies Record<string, EndpointSchemas>
