import { type AnyRoute, createRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

/** `?emailToken=` from the e-mail change's confirmation link (decision 1003). */
type ProfileSearch = { emailToken?: string }

function parseProfileSearch(search: { emailToken?: unknown } & SearchSchemaInput): ProfileSearch {
  const token = search.emailToken
  return typeof token === 'string' && /^[\w-]{10,200}$/.test(token) ? { emailToken: token } : {}
}

const page = (name: string) =>
  lazyPage('profile-pages', () => import('./profile-pages'), name as never)

/** The profile pages of spec §2 (issue 18), under the portal layout. */
export function createProfileRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'account/profile',
      validateSearch: parseProfileSearch,
      component: lazyPage(
        'account-profile-page',
        () => import('./account-profile-page'),
        'AccountProfilePage',
      ),
    }),
    createRoute({
      getParentRoute,
      path: 'account/profile/create',
      component: page('CreateProfilePage'),
    }),
    createRoute({
      getParentRoute,
      path: 'account/profile/complete',
      component: page('CompleteProfilePage'),
    }),
  ] as const
}
