import { isColumnView, visibleColumnsOf } from '@namefolio/core/portfolio/portfolio-columns'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import {
  portfolioColumnQueries,
  useSaveColumns,
} from '../../features/portfolio/portfolio-columns.queries'
import {
  filterState,
  PORTFOLIO_SEARCH_DEFAULTS,
  saveFilterState,
  type PortfolioRouteView,
  type PortfolioSearch,
} from '../../features/portfolio/portfolio-search'
import { SavedViewsMenu } from '../../features/saved-views/components/saved-views-menu'
import type { SavedView } from '../../features/saved-views/saved-views.queries'

/**
 * The portfolio's Views menu wired to the route (issue 15): opening a saved view goes to its
 * route view with its filters and sort. They are also written as that view's session state
 * (spec §2), so a view saved without filters opens without filters rather than with the
 * ones the tab last had. A view saved with columns puts them back through the column chooser's
 * save (decision 289); one saved without columns leaves the chooser as it is.
 */
export function PortfolioSavedViews({
  view,
  search,
}: {
  view: PortfolioRouteView
  search: PortfolioSearch
}) {
  const navigate = useNavigate()
  const choices = useQuery(portfolioColumnQueries.choices())
  const saveColumns = useSaveColumns()
  const columns = visibleColumnsOf(view, choices.data?.choices)
  const open = (saved: SavedView) => {
    if (saved.columns.length > 0 && isColumnView(saved.view)) {
      saveColumns.mutate({ view: saved.view, columns: [...saved.columns] })
    }
    const target: PortfolioSearch = { ...PORTFOLIO_SEARCH_DEFAULTS, ...saved.search }
    if (typeof sessionStorage !== 'undefined') saveFilterState(sessionStorage, saved.view, target)
    if (saved.view === 'selling') void navigate({ to: '/portfolio', search: saved.search })
    else
      void navigate({ to: '/portfolio/$view', params: { view: saved.view }, search: saved.search })
  }
  return <SavedViewsMenu view={view} search={filterState(search)} columns={columns} onOpen={open} />
}
