import { type AnyRoute, createRoute, type SearchSchemaInput } from '@tanstack/react-router'
import type { RestoreSavedFilters } from './restore-saved-filters'
import {
  parseParkingSearch,
  readParkingFilterState,
  type ParkingSearchInput,
} from '../../features/parking/parking-search'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('parking-pages', () => import('./parking-pages'), name as never)

const validateSearch = (search: ParkingSearchInput & SearchSchemaInput) =>
  parseParkingSearch(search)

/**
 * Cash parking (issue 17): /parking and a domain's drill-down. `restoreSaved` is the router's
 * one way of restoring saved filters (spec §2), handed in so this file does not repeat it.
 */
export function createParkingRoutes<TParent extends AnyRoute>(
  parent: TParent,
  restoreSaved: RestoreSavedFilters,
) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'parking',
      validateSearch,
      beforeLoad: ({ location }) => restoreSaved(readParkingFilterState, location),
      component: page('ParkingPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'parking/$domain',
      validateSearch,
      component: page('ParkingDomainPage'),
    }),
  ] as const
}
