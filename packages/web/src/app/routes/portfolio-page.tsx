import { Button, Group, Stack } from '@mantine/core'
import { isFeatureOn } from '@namefolio/core/config/feature-flag'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { PortfolioView } from '../../features/portfolio/components/portfolio-view'
import { PausedBuyNowBanner } from '../../features/in-use-guard/components/paused-buy-now-banner'
import type { SearchChange } from '../../features/portfolio/components/portfolio-filters'
import {
  saveFilterState,
  type PortfolioRouteView,
  type PortfolioSearch,
} from '../../features/portfolio/portfolio-search'
import { sessionQueries } from '../../features/session/session.queries'
import { membershipQueries } from '../../features/membership/membership.queries'
import { DealSlotsContext } from '../../features/portfolio/components/deal-slots'
import { PORTFOLIO_DEAL_SLOTS } from './portfolio-deal-slots'
import { PortfolioSavedViews } from './portfolio-saved-views'
import { PageHeader } from '../../components/ui/page-header'

// Opened by the list's parking setup flag: loaded then, not with the portfolio (issue 16).
const ParkingSetupDrawer = lazy(() =>
  import('../../features/parking-setup/components/parking-setup-drawer').then((module) => ({
    default: module.ParkingSetupDrawer,
  })),
)

/**
 * /portfolio, /portfolio/{view} and /domains: the seller's domains. Filters, sort and page
 * live in the URL and are saved per view in session storage (spec §2). Membership and the
 * switchboard decide search statistics, colour customization and select-all (spec §6).
 */
export function PortfolioPage() {
  const params = useParams({ strict: false }) as { view?: PortfolioRouteView }
  const view: PortfolioRouteView = params.view ?? 'selling'
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useSearch({ strict: false }) as PortfolioSearch
  // The parking setup flag opens a drawer: the list's query keys (hashed by value) never
  // see it, so opening or closing the drawer does not fetch the list again.
  const { parkingSetup, parkingNames, ...listSearch } = search
  const navigate = useNavigate()
  const config = useQuery(sessionQueries.config())
  const switchboard = config.data?.switchboard ?? {}
  // The server decides on the money clock (issue 19): expiry takes the column away at once.
  const membership = useQuery(membershipQueries.mine())
  const canSeeSearchStats = membership.data?.hasSearchStats === true

  useEffect(() => {
    if (typeof sessionStorage !== 'undefined') saveFilterState(sessionStorage, view, search)
  }, [view, search])

  const onSearchChange: SearchChange = (change, options) => {
    void navigate({
      to: pathname,
      search: (previous: Record<string, unknown>) => ({ ...previous, ...change }),
      replace: options?.replace === true,
    } as never)
  }

  return (
    <Stack gap="md" maw={1680}>
      <PageHeader
        title="portfolio.title"
        subtitle="portfolio.subtitle"
        tabDetail={`portfolio.view.${view}`}
      >
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/domains/compare" variant="default" size="sm">
            <FormattedMessage id="marketplaceImports.link.compare" />
          </Button>
          <PortfolioSavedViews view={view} search={listSearch} />
        </Group>
      </PageHeader>
      <PausedBuyNowBanner />
      <DealSlotsContext.Provider value={PORTFOLIO_DEAL_SLOTS}>
        <PortfolioView
          view={view}
          search={listSearch}
          onSearchChange={onSearchChange}
          onReset={() => {
            if (typeof sessionStorage !== 'undefined')
              saveFilterState(sessionStorage, view, { offset: 0, limit: search.limit })
            void navigate({ to: pathname, search: {} } as never)
          }}
          canSeeSearchStats={canSeeSearchStats}
          isColorCustomizationOn={isFeatureOn(switchboard, 'showDanCustomBgColor')}
          canSelectAll={isFeatureOn(switchboard, 'selectAll')}
          isRegistrarColumnOn={isFeatureOn(switchboard, 'registrarColumn')}
          isNameserverDataOn={isFeatureOn(switchboard, 'nameserverData')}
          isLanderSortingOn={isFeatureOn(switchboard, 'landerSorting')}
          areListOptionsKnown={!config.isPending && !membership.isPending}
        />
      </DealSlotsContext.Provider>
      {/* Spec §2: the list's flag opens parking setup; closing removes it (decision 541). */}
      {parkingSetup === 1 && (
        <Suspense fallback={null}>
          <ParkingSetupDrawer
            opened
            parkingNames={parkingNames}
            onClose={() =>
              onSearchChange(
                { parkingSetup: undefined, parkingNames: undefined },
                { replace: true },
              )
            }
          />
        </Suspense>
      )}
    </Stack>
  )
}
