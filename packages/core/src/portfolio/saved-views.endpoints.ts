import { endpoint } from '../http/endpoint.ts'
import type { savedViewSchemas as S } from './saved-views.schemas.ts'

/** The signed-in user's saved portfolio views (issue 15; decisions 288, 990). */
export const savedViewEndpoints = {
  listViews: endpoint<typeof S.listViews>()('GET', '/api/v1/account/portfolio-views'),
  createView: endpoint<typeof S.createView>()('POST', '/api/v1/account/portfolio-views', {
    status: 201,
  }),
  updateView: endpoint<typeof S.updateView>()('PUT', '/api/v1/account/portfolio-views/:viewId'),
  deleteView: endpoint<typeof S.deleteView>()('DELETE', '/api/v1/account/portfolio-views/:viewId'),
}
