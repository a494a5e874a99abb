import {
  type SavedView,
  type SavedViewSearch,
} from '@namefolio/core/portfolio/saved-views.contract'
import { SAVED_VIEWS_MAX } from '@namefolio/core/portfolio/saved-views.constants'
import type { PortfolioListView } from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import type { SavedViewRow } from '../../db/schema/portfolio.ts'
import { AppError } from '../../http/app-error.ts'
import {
  countUserViews,
  insertUserView,
  isViewNameTaken,
  updateUserView,
  withUserViewsLock,
  type SavedViewValues,
} from './saved-views.repository.ts'

/** A stored view as the API answers it. */
export function presentSavedView(row: SavedViewRow): SavedView {
  return {
    id: row.id,
    name: row.name,
    view: row.view as PortfolioListView,
    search: row.search as SavedViewSearch,
    columns: row.columns,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function nameTaken(name: string): AppError {
  return new AppError('CONFLICT', `You already have a view named "${name}".`, {
    fields: [{ field: 'name', code: 'savedViews.name.taken', values: { name } }],
  })
}

/**
 * Creates a view (`viewId` undefined) or replaces one of the user's views: the name is unique
 * per user case-insensitively (409) and a user keeps at most SAVED_VIEWS_MAX views (400).
 * Another user's view id is a 404, as if it did not exist.
 */
export async function saveSavedView(
  db: Db,
  userId: string,
  viewId: string | undefined,
  values: SavedViewValues,
): Promise<SavedView> {
  return withUserViewsLock(db, userId, async (tx) => {
    if (await isViewNameTaken(tx, userId, values.name, viewId)) throw nameTaken(values.name)
    if (viewId === undefined) {
      if ((await countUserViews(tx, userId)) >= SAVED_VIEWS_MAX) {
        throw new AppError('VALIDATION', `You can keep at most ${SAVED_VIEWS_MAX} views.`, {
          fields: [{ field: 'name', code: 'savedViews.limit', values: { max: SAVED_VIEWS_MAX } }],
        })
      }
      return presentSavedView(await insertUserView(tx, userId, values))
    }
    const row = await updateUserView(tx, userId, viewId, values)
    if (row === null) throw new AppError('NOT_FOUND', 'No such saved view.')
    return presentSavedView(row)
  })
}
