import { lazyRouteComponent } from '@tanstack/react-router'
import { loadCatalogs } from '../../i18n/catalogs'
// loadCatalogs takes catalog names only: a misspelt name in the lists fails the type check.
import { PAGE_CATALOGS, type PageModule } from './page-catalog-lists'

/**
 * A route component whose page module and catalogs load side by side, so the page never
 * renders before its messages (the router awaits both when it preloads the route).
 */
export function lazyPage<TModule extends Record<string, unknown>, TExport extends keyof TModule>(
  page: PageModule,
  importPage: () => Promise<TModule>,
  exportName: TExport,
) {
  return lazyRouteComponent(
    () => Promise.all([importPage(), loadCatalogs(PAGE_CATALOGS[page])]).then(([module]) => module),
    exportName,
  )
}
