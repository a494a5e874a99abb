import { type AnyRoute, createRoute, type SearchSchemaInput } from '@tanstack/react-router'
import {
  ADMIN_SUPPORT_FILTERS,
  SUPPORT_TOPICS,
  type AdminSupportFilter,
  type SupportTopic,
} from '@namefolio/core/support/support-case'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('support-pages', () => import('./support-pages'), name as never)

const offsetOf = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? { offset: n } : {}
}

/** Search of `/support/new`: the domain and topic the "Contact support" link fills in. */
export function parseNewCaseSearch(search: Record<string, unknown>): {
  domain?: string
  topic?: SupportTopic
} {
  const domain = typeof search.domain === 'string' ? search.domain.trim().slice(0, 253) : ''
  const topic = SUPPORT_TOPICS.find((t) => t === search.topic)
  return { ...(domain ? { domain } : {}), ...(topic ? { topic } : {}) }
}

/** Support (issue 18): the person's cases and the form, and the admin's queue. */
export function createSupportRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'support',
      validateSearch: (search: { offset?: number } & SearchSchemaInput) => offsetOf(search.offset),
      component: page('SupportListPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'support/new',
      validateSearch: (search: { domain?: string; topic?: SupportTopic } & SearchSchemaInput) =>
        parseNewCaseSearch(search),
      component: page('NewSupportCasePage'),
    }),
    createRoute({
      getParentRoute,
      path: 'support/$caseId',
      component: page('SupportCasePage'),
    }),
    createRoute({
      getParentRoute,
      path: 'admin/support',
      validateSearch: (
        search: { status?: AdminSupportFilter; offset?: number } & SearchSchemaInput,
      ) => {
        const status = ADMIN_SUPPORT_FILTERS.find((s) => s === search.status)
        return { ...(status && status !== 'ACTIVE' ? { status } : {}), ...offsetOf(search.offset) }
      },
      component: page('AdminSupportPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'admin/support/$caseId',
      component: page('AdminSupportCasePage'),
    }),
  ] as const
}
