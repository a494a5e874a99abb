import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { PARKING_PAGE_SIZE } from '@namefolio/core/constants/parking-ranges'
import type { ParkingSortKey } from '@namefolio/core/parking/parking-sort'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState } from '../../../components/ui/empty-state'
import { Pager } from '../../../components/ui/pager'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { formatParkingDay } from '../parking-format'
import { nextParkingSort, parkingToday, type ParkingSearch } from '../parking-search'
import { domainsQueryOf, parkingExportUrl, parkingQueries, rangeQueryOf } from '../parking.queries'
import { ParkingChart } from './parking-chart'
import { ParkingDomainCards, ParkingDomainTable, ParkingSortSelect } from './parking-domain-table'
import { ParkingEmptyState, ParkingLoadError, ParkingSkeleton } from './parking-query-states'
import { ParkingRangeControl } from './parking-range-control'
import { ParkingTotals } from './parking-totals'

/** How long typing rests before the search goes to the URL (and the server). */
const SEARCH_DEBOUNCE_MS = 300

export type ParkingReportProps = {
  search: ParkingSearch
  onSearchChange: (patch: Partial<ParkingSearch>) => void
  /** Today's UTC day; tests pass a fixed one. */
  today?: string
}

function SearchBox({
  keywords,
  onSearch,
}: {
  keywords: string | undefined
  onSearch: (keywords: string | undefined) => void
}) {
  const intl = useIntl()
  const [value, setValue] = useState(keywords ?? '')
  const send = useDebouncedCallback((next: string) => {
    const trimmed = next.trim()
    onSearch(trimmed === '' ? undefined : trimmed)
  }, SEARCH_DEBOUNCE_MS)
  return (
    <TextInput
      type="search"
      size="sm"
      w={{ base: '100%', xs: 280 }}
      aria-label={intl.formatMessage({ id: 'parking.search.label' })}
      placeholder={intl.formatMessage({ id: 'parking.search.placeholder' })}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value)
        send(event.currentTarget.value)
      }}
    />
  )
}

/** The per-domain list: 200 a page (spec §3), table or cards, and the pager. */
function ParkingDomainList({ search, onSearchChange }: ParkingReportProps) {
  const isPhone = useIsPhone()
  const page = useQuery(parkingQueries.domains(domainsQueryOf(search)))
  if (page.isPending) return <ParkingSkeleton rows={4} />
  if (page.isError)
    return <ParkingLoadError error={page.error} onRetry={() => void page.refetch()} />
  const { items, total } = page.data
  const onSort = (key: ParkingSortKey) =>
    onSearchChange({ ...nextParkingSort(search, key), offset: undefined })
  return (
    <Stack gap="sm">
      {total === 0 ? (
        <EmptyState title={<FormattedMessage id="parking.noMatch.title" />}>
          <FormattedMessage id="parking.noMatch.body" />
        </EmptyState>
      ) : isPhone ? (
        <>
          <ParkingSortSelect
            search={search}
            onChange={(sort) => onSearchChange({ ...sort, offset: undefined })}
          />
          <ParkingDomainCards rows={items} search={search} />
        </>
      ) : (
        <ParkingDomainTable rows={items} search={search} onSort={onSort} />
      )}
      <Pager
        offset={search.offset ?? 0}
        limit={PARKING_PAGE_SIZE}
        total={total}
        onOffsetChange={(offset) => onSearchChange({ offset: offset > 0 ? offset : undefined })}
      />
    </Stack>
  )
}

/**
 * /parking (spec §2, §3, §9): the range, the account's totals and daily chart, and the
 * per-domain table. The range shown is the one the server answered with.
 */
export function ParkingReport({
  search,
  onSearchChange,
  today = parkingToday(),
}: ParkingReportProps) {
  const intl = useIntl()
  const account = useQuery(parkingQueries.account(rangeQueryOf(search)))
  const range = account.data?.range
  const controls = (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <ParkingRangeControl
        key={`${search.from ?? ''}:${search.to ?? ''}`}
        search={search}
        shownRange={range}
        today={today}
        onChange={(patch) => onSearchChange({ ...patch, offset: undefined })}
      />
      {range && (
        <Button
          component="a"
          href={parkingExportUrl(range)}
          variant="default"
          size="sm"
          aria-label={intl.formatMessage(
            { id: 'parking.export.label' },
            { from: formatParkingDay(range.from), to: formatParkingDay(range.to) },
          )}
        >
          <FormattedMessage id="parking.export" />
        </Button>
      )}
    </Group>
  )
  if (account.isPending)
    return (
      <Stack gap="md">
        {controls}
        <ParkingSkeleton />
      </Stack>
    )
  if (account.isError) {
    return (
      <Stack gap="md">
        {controls}
        <ParkingLoadError error={account.error} onRetry={() => void account.refetch()} />
      </Stack>
    )
  }
  const metrics = account.data
  // A domain parked earlier in the range still has figures to show; only none at all is empty.
  const hasNothing = metrics.totals.pageViewCount === 0 && metrics.totals.revenueMicros === 0
  if (metrics.parkedDomainCount === 0 && hasNothing) {
    return <ParkingEmptyState />
  }
  return (
    <Stack gap="md">
      {controls}
      <Text size="sm" c="dimmed" aria-live="polite">
        <FormattedMessage
          id="parking.range.showing"
          values={{
            from: formatParkingDay(metrics.range.from),
            to: formatParkingDay(metrics.range.to),
          }}
        />
      </Text>
      <ParkingTotals totals={metrics.totals} />
      <Card withBorder padding="md">
        <ParkingChart days={metrics.days} range={metrics.range} />
      </Card>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SearchBox
          keywords={search.keywords}
          onSearch={(keywords) => onSearchChange({ keywords, offset: undefined })}
        />
      </Group>
      <ParkingDomainList search={search} onSearchChange={onSearchChange} today={today} />
    </Stack>
  )
}
