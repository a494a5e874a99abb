import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { Delayed, DelayedSkeleton } from '../../../components/ui/delayed'
import { FactGrid } from '../../../components/ui/fact-grid'
import { LoadError } from '../../../components/ui/load-error'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { DomainTraffic } from '@namefolio/core/portfolio/domain-traffic.contract'
import {
  DEFAULT_TRAFFIC_RANGE,
  domainPageQueries,
  TRAFFIC_RANGES,
  type TrafficRange,
} from '../domain-page.queries'
import { PageSection } from '../../../components/ui/page-section'

// The chart library loads only with the chart (issue 16): the rest of the page does not wait for it.
const TrafficChart = lazy(() =>
  import('./traffic-chart').then((module) => ({ default: module.TrafficChart })),
)

const chartSkeleton = (
  <Delayed>
    <Skeleton height={240} data-testid="traffic-chart-loading" />
  </Delayed>
)

/** The totals of the range, in the order of the spec's traffic summary. */
const TRAFFIC_FACTS: readonly [MessageKey, (totals: DomainTraffic) => number][] = [
  ['domainPage.traffic.views', (t) => t.views + t.parkingViews],
  ['domainPage.traffic.uniqueVisitors', (t) => t.uniqueVisitors],
  ['domainPage.traffic.offers', (t) => t.offers],
  ['domainPage.traffic.buyIntents', (t) => t.buyIntents],
  ['domainPage.traffic.leaseIntents', (t) => t.leaseIntents],
  ['domainPage.traffic.searchImpressions', (t) => t.searchImpressions],
]

function TrafficTotals({ name, days }: { name: string; days: TrafficRange }) {
  const totals = useQuery(domainPageQueries.traffic(name, days))
  if (totals.isPending) {
    return <DelayedSkeleton height={48} />
  }
  if (totals.isError) {
    return <LoadError message="domainPage.traffic.error" onRetry={() => void totals.refetch()} />
  }
  return (
    <FactGrid
      look="term"
      cols={{ base: 2, sm: 3, md: 6 }}
      spacing="sm"
      facts={TRAFFIC_FACTS.map(([label, countOf]) => ({
        label,
        value: <FormattedNumber value={countOf(totals.data)} />,
      }))}
    />
  )
}

function TrafficOverTime({ name, days }: { name: string; days: TrafficRange }) {
  const daily = useQuery(domainPageQueries.daily(name, days))
  if (daily.isPending) return chartSkeleton
  if (daily.isError) {
    return <LoadError message="domainPage.traffic.error" onRetry={() => void daily.refetch()} />
  }
  const points = daily.data.points
  if (points.every((point) => point.views === 0 && point.offers === 0)) {
    return (
      <Text size="sm" c="dimmed" data-testid="traffic-empty">
        <FormattedMessage id="domainPage.traffic.empty" values={{ days }} />
      </Text>
    )
  }
  return (
    <Suspense fallback={chartSkeleton}>
      <TrafficChart points={points} />
    </Suspense>
  )
}

/** Traffic over time (spec §7 `GET /api/v1/stats/traffic/{domainName}`; decision 291). */
export function TrafficSection({ name }: { name: string }) {
  const intl = useIntl()
  const [days, setDays] = useState<TrafficRange>(DEFAULT_TRAFFIC_RANGE)
  return (
    <PageSection
      title="domainPage.traffic.title"
      testId="domain-page-traffic"
      action={
        <SegmentedControl
          size="xs"
          aria-label={intl.formatMessage({ id: 'domainPage.traffic.range' })}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as TrafficRange)}
          data={TRAFFIC_RANGES.map((range) => ({
            value: String(range),
            label: intl.formatMessage({ id: 'domainPage.traffic.days' }, { days: range }),
          }))}
        />
      }
    >
      <Stack gap="md">
        <TrafficTotals name={name} days={days} />
        <TrafficOverTime name={name} days={days} />
      </Stack>
    </PageSection>
  )
}
