import { endpoint } from '../http/endpoint.ts'
import type {
  DeleteSavedViewResultSchema,
  SavedViewInputSchema,
  SavedViewListSchema,
  SavedViewParamsSchema,
  SavedViewSchema,
} from './saved-views.contract.ts'

type One = { params: typeof SavedViewParamsSchema }

/** The signed-in user's saved portfolio views (issue 15; decisions 288, 990). */
export const savedViewEndpoints = {
  listViews: endpoint<{ response: typeof SavedViewListSchema }>()(
    'GET',
    '/api/v1/account/portfolio-views',
  ),
  createView: endpoint<{ body: typeof SavedViewInputSchema; response: typeof SavedViewSchema }>()(
    'POST',
    '/api/v1/account/portfolio-views',
    { status: 201 },
  ),
  updateView: endpoint<
    One & { body: typeof SavedViewInputSchema; response: typeof SavedViewSchema }
  >()('PUT', '/api/v1/account/portfolio-views/:viewId'),
  deleteView: endpoint<One & { response: typeof DeleteSavedViewResultSchema }>()(
    'DELETE',
    '/api/v1/account/portfolio-views/:viewId',
  ),
}
