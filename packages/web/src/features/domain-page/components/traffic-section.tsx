import { SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { Delayed, DelayedSkeleton } from '../../../components/ui/delayed'
import { Fact } from '../../../components/ui/fact'
import { LoadError } from '../../../components/ui/load-error'
import {
  DEFAULT_TRAFFIC_RANGE,
  domainPageQueries,
  TRAFFIC_RANGES,
  type TrafficRange,
} from '../domain-page.queries'
import { PageSection } from '../../../components/ui/page-section'

// The chart library is a chunk of its own ("charts"): the rest of the page does not wait for it.
const TrafficChart = lazy(() =>
  import('./traffic-chart').then((module) => ({ default: module.TrafficChart })),
)

const chartSkeleton = (
  <Delayed>
    <Skeleton height={240} data-testid="traffic-chart-loading" />
  </Delayed>
)

function TrafficTotals({ name, days }: { name: string; days: TrafficRange }) {
  const totals = useQuery(domainPageQueries.traffic(name, days))
  if (totals.isPending) {
    return <DelayedSkeleton height={48} />
  }
  if (totals.isError) {
    return <LoadError message="domainPage.traffic.error" onRetry={() => void totals.refetch()} />
  }
  const t = totals.data
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" m={0}>
      <Fact look="term" label="domainPage.traffic.views">
        <FormattedNumber value={t.views + t.parkingViews} />
      </Fact>
      <Fact look="term" label="domainPage.traffic.uniqueVisitors">
        <FormattedNumber value={t.uniqueVisitors} />
      </Fact>
      <Fact look="term" label="domainPage.traffic.offers">
        <FormattedNumber value={t.offers} />
      </Fact>
      <Fact look="term" label="domainPage.traffic.buyIntents">
        <FormattedNumber value={t.buyIntents} />
      </Fact>
      <Fact look="term" label="domainPage.traffic.leaseIntents">
        <FormattedNumber value={t.leaseIntents} />
      </Fact>
      <Fact look="term" label="domainPage.traffic.searchImpressions">
        <FormattedNumber value={t.searchImpressions} />
      </Fact>
    </SimpleGrid>
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
