import { savedViewEndpoints } from '@namefolio/core/portfolio/saved-views.endpoints'
import { savedViewSchemas } from '@namefolio/core/portfolio/saved-views.schemas'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { presentSavedView, saveSavedView } from './save-saved-view.ts'
import { deleteUserView, listUserViews } from './saved-views.repository.ts'

const tags = ['saved-views']

/** Saved portfolio views (issue 15, decision 288), each scoped to the signed-in user. */
export function registerSavedViewRoutes(app: ZodApp, deps: { db: Db }): void {
  const { db } = deps
  const E = savedViewEndpoints

  serveEndpoint(
    app,
    E.listViews,
    { tags, schemas: savedViewSchemas.listViews },
    async (request) => {
      const user = requireUser(request)
      return { items: (await listUserViews(db, user.id)).map(presentSavedView) }
    },
  )

  serveEndpoint(
    app,
    E.createView,
    { tags, schemas: savedViewSchemas.createView },
    async (request) => saveSavedView(db, requireUser(request).id, undefined, request.body),
  )

  serveEndpoint(
    app,
    E.updateView,
    { tags, schemas: savedViewSchemas.updateView },
    async (request) =>
      saveSavedView(db, requireUser(request).id, request.params.viewId, request.body),
  )

  serveEndpoint(
    app,
    E.deleteView,
    { tags, schemas: savedViewSchemas.deleteView },
    async (request) => {
      const user = requireUser(request)
      const { viewId } = request.params
      if (!(await deleteUserView(db, user.id, viewId))) {
        throw new AppError('NOT_FOUND', 'No such saved view.')
      }
      return { deleted: true as const, id: viewId }
    },
  )
}
