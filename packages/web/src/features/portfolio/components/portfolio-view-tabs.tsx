import { Button, Group, ScrollArea } from '@mantine/core'
import type { ListingStats } from '@namefolio/core/portfolio/listing-stats.contract'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { PORTFOLIO_ROUTE_VIEWS, type PortfolioRouteView } from '../portfolio-search'

/**
 * The view tabs of spec §2 with their counts from `GET /api/v2/stats/listings` (rows per
 * view under the keyword and range filters). Until the counts arrive the tabs show no number
 * rather than a zero that would be wrong.
 */
export function PortfolioViewTabs({
  current,
  stats,
}: {
  current: PortfolioRouteView
  stats: ListingStats | undefined
}) {
  const intl = useIntl()
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group
        component="nav"
        gap={4}
        wrap="nowrap"
        aria-label={intl.formatMessage({ id: 'portfolio.views.label' })}
      >
        {PORTFOLIO_ROUTE_VIEWS.map((view) => {
          const isCurrent = view === current
          const count = stats?.views[view]
          const common = {
            size: 'xs',
            style: { flexShrink: 0 },
            radius: 'xl',
            variant: isCurrent ? 'filled' : 'default',
            'aria-current': isCurrent ? ('page' as const) : undefined,
            'data-view': view,
            rightSection:
              count === undefined ? undefined : (
                <span className="nf-tab-count" data-current={isCurrent || undefined}>
                  <FormattedNumber value={count} />
                </span>
              ),
            children: <FormattedMessage id={`portfolio.view.${view}`} />,
          } as const
          return view === 'selling' ? (
            // Exact: the router would otherwise mark /portfolio current on /portfolio/sold too.
            <Button
              key={view}
              component={Link}
              to="/portfolio"
              activeOptions={{ exact: true }}
              {...common}
            />
          ) : (
            <Button
              key={view}
              renderRoot={(props) => <Link {...props} to="/portfolio/$view" params={{ view }} />}
              {...common}
            />
          )
        })}
      </Group>
    </ScrollArea>
  )
}
