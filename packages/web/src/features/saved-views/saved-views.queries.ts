import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { SavedView, SavedViewInput } from '@namefolio/core/portfolio/saved-views.contract'
import { savedViewEndpoints } from '@namefolio/core/portfolio/saved-views.endpoints'
import { callEndpoint } from '../../lib/api-client'

export type {
  SavedView,
  SavedViewInput,
  SavedViewSearch,
} from '@namefolio/core/portfolio/saved-views.contract'
export {
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEWS_MAX,
} from '@namefolio/core/portfolio/saved-views.constants'

export const savedViewKeys = { list: ['saved-views', 'list'] as const }

export const savedViewQueries = {
  /** The user's views, by name (the server sorts); the same on every device. */
  list: () =>
    queryOptions({
      queryKey: savedViewKeys.list,
      queryFn: ({ signal }) => callEndpoint(savedViewEndpoints.listViews, {}, { signal }),
      staleTime: 30_000,
    }),
}

function refresh(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: savedViewKeys.list })
}

export async function createSavedView(
  queryClient: QueryClient,
  input: SavedViewInput,
): Promise<SavedView> {
  const view = await callEndpoint(savedViewEndpoints.createView, { body: input })
  await refresh(queryClient)
  return view
}

export async function updateSavedView(
  queryClient: QueryClient,
  viewId: string,
  input: SavedViewInput,
): Promise<SavedView> {
  const view = await callEndpoint(savedViewEndpoints.updateView, {
    params: { viewId },
    body: input,
  })
  await refresh(queryClient)
  return view
}

export async function deleteSavedView(queryClient: QueryClient, viewId: string): Promise<void> {
  await callEndpoint(savedViewEndpoints.deleteView, { params: { viewId } })
  await refresh(queryClient)
}

/** The fields of a view that make it what it is (to save it again after an undo). */
export function savedViewInput(view: SavedView): SavedViewInput {
  return { name: view.name, view: view.view, search: view.search, columns: view.columns }
}

/** Whether a saved view is what the page shows now (same view, same filters and sort). */
export function isSameView(
  saved: SavedView,
  view: SavedView['view'],
  search: SavedView['search'],
): boolean {
  return saved.view === view && sameSearch(saved.search, search)
}

function sameSearch(a: SavedView['search'], b: SavedView['search']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof typeof a>
  return [...keys].every((key) => a[key] === b[key])
}
