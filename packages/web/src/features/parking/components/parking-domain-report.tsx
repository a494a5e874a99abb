import { Anchor, Badge, Breadcrumbs, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState } from '../../../components/ui/empty-state'
import { Fact } from '../../../components/ui/fact'
import { isApiError } from '../../../lib/api-client'
import { formatParkingDay } from '../parking-format'
import { parkingToday, type ParkingSearch } from '../parking-search'
import { parkingQueries, rangeQueryOf } from '../parking.queries'
import { ParkingChart } from './parking-chart'
import { ParkingLoadError, ParkingSkeleton } from './parking-query-states'
import { ParkingRangeControl } from './parking-range-control'
import { ParkingTotals } from './parking-totals'

/** "Parking › domain": back to the list with the table's URL (range, search, sort, page). */
function BackToParking({ search, label }: { search: ParkingSearch; label: string }) {
  const intl = useIntl()
  return (
    <Breadcrumbs aria-label={intl.formatMessage({ id: 'parking.domain.breadcrumbs' })}>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/parking" search={search} />}>
        <FormattedMessage id="parking.domain.back" />
      </Anchor>
      <Text size="sm">{label}</Text>
    </Breadcrumbs>
  )
}

/**
 * /parking/{domain}: one domain's totals and daily chart for the list's range, whether it is
 * parked, its parking ID and its parked page. A domain the account does not hold answers 404:
 * a message, not a crash.
 */
export function ParkingDomainReport({
  domain,
  search,
  onSearchChange,
  today = parkingToday(),
}: {
  domain: string
  search: ParkingSearch
  onSearchChange: (patch: Partial<ParkingSearch>) => void
  today?: string
}) {
  const intl = useIntl()
  const metrics = useQuery(parkingQueries.domain(domain, rangeQueryOf(search)))
  const displayName = metrics.data?.displayName ?? domain
  useDocumentTitle(
    `${intl.formatMessage({ id: 'parking.domain.title' }, { domain: displayName })} · ${intl.formatMessage({ id: 'app.brand' })}`,
  )
  const header = (
    <Stack gap={4}>
      <BackToParking search={search} label={displayName} />
      <Title order={1} size="h2" className="nf-domain-name">
        <FormattedMessage id="parking.domain.title" values={{ domain: displayName }} />
      </Title>
    </Stack>
  )
  if (metrics.isError && isApiError(metrics.error) && metrics.error.status === 404) {
    return (
      <Stack gap="md">
        {header}
        <EmptyState title={<FormattedMessage id="parking.domain.notFound.title" />}>
          <FormattedMessage id="parking.domain.notFound.body" values={{ domain }} />
        </EmptyState>
      </Stack>
    )
  }
  const range = metrics.data?.range
  return (
    <Stack gap="md">
      {header}
      <ParkingRangeControl
        key={`${search.from ?? ''}:${search.to ?? ''}`}
        search={search}
        shownRange={range}
        today={today}
        onChange={(patch) => onSearchChange(patch)}
      />
      {metrics.isPending ? (
        <ParkingSkeleton rows={0} />
      ) : metrics.isError ? (
        <ParkingLoadError error={metrics.error} onRetry={() => void metrics.refetch()} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            <FormattedMessage
              id="parking.range.showing"
              values={{
                from: formatParkingDay(metrics.data.range.from),
                to: formatParkingDay(metrics.data.range.to),
              }}
            />
          </Text>
          <Group gap="xl" wrap="wrap" align="flex-start">
            <Fact label="parking.domain.status">
              <Badge color={metrics.data.isParked ? 'teal' : 'gray'} variant="light">
                <FormattedMessage
                  id={metrics.data.isParked ? 'parking.domain.parked' : 'parking.domain.notParked'}
                />
              </Badge>
            </Fact>
            <Fact label="parking.domain.drid">
              <Text size="sm" ff="monospace">
                {metrics.data.drid}
              </Text>
            </Fact>
            <Fact label="parking.domain.lander">
              <Anchor size="sm" href={`/lander/${encodeURIComponent(metrics.data.domain)}`}>
                {`/lander/${metrics.data.displayName}`}
              </Anchor>
            </Fact>
          </Group>
          <ParkingTotals totals={metrics.data.totals} />
          <Card withBorder padding="md">
            <ParkingChart days={metrics.data.days} range={metrics.data.range} />
          </Card>
        </>
      )}
    </Stack>
  )
}
