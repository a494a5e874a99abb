import { type AnyRoute, createRoute, type SearchSchemaInput } from '@tanstack/react-router'
import {
  parseLeadsSearch,
  parseLeadView,
  type LeadsSearchInput,
} from '../../features/leads/leads-search'
import { lazyPage } from './page-catalogs'

const listSearch = {
  validateSearch: (search: LeadsSearchInput & SearchSchemaInput) => parseLeadsSearch(search),
}

const page = (name: string) => lazyPage('leads-pages', () => import('./leads-pages'), name as never)

/** The leads and negotiations pages of spec §2 (issue 7), under the portal layout. */
export function createLeadsRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'sales/leads',
      ...listSearch,
      component: page('SalesLeadsPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'sales/leads/$leadId/details',
      component: page('LeadDetailsPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'leads',
      validateSearch: (search: LeadsSearchInput & SearchSchemaInput) => ({
        ...parseLeadsSearch(search),
        view: parseLeadView(search),
      }),
      component: page('AllLeadsPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'negotiations',
      ...listSearch,
      component: page('NegotiationsPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'negotiations/$id',
      component: page('NegotiationPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'domains/offers/made',
      ...listSearch,
      component: page('OffersMadePage'),
    }),
    createRoute({
      getParentRoute,
      path: 'domains/offers/received',
      ...listSearch,
      component: page('OffersReceivedPage'),
    }),
  ] as const
}
