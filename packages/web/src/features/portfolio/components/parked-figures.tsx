import { Skeleton } from '@mantine/core'
import { PARKING_PAGE_SIZE } from '@namefolio/core/constants/parking-ranges'
import { formatUsd } from '@namefolio/core/money/money'
import type {
  ParkingDomainRow,
  ParkingDomainsQuery,
} from '@namefolio/core/parking/parking.contract'
import { parkingEndpoints } from '@namefolio/core/parking/parking.endpoints'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { callEndpoint } from '../../../lib/api-client'

/** The parking figures the portfolio's Parked view shows per row (issue 17). */
export const PARKED_FIGURES = [
  'pageViewCount',
  'adClickCount',
  'revenue',
  'clickThroughRate',
] as const
export type ParkedFigure = (typeof PARKED_FIGURES)[number]

const LABELS: Record<ParkedFigure, MessageKey> = {
  pageViewCount: 'parking.figure.pageViewCount',
  adClickCount: 'parking.figure.adClickCount',
  revenue: 'parking.figure.revenue',
  clickThroughRate: 'parking.figure.clickThroughRate',
}

/**
 * The last 7 days of the given domains' figures, by domain name: one request per 200 names
 * (the endpoint's page limit) with `names=`. The key sits under the parking report's
 * ['parking'] keys, so whatever refreshes parking refreshes these too.
 */
export function parkedFiguresQuery(names: readonly string[]) {
  return queryOptions({
    queryKey: ['parking', 'figuresOf', names] as const,
    queryFn: async ({ signal }): Promise<Map<string, ParkingDomainRow>> => {
      const chunks: string[][] = []
      for (let index = 0; index < names.length; index += PARKING_PAGE_SIZE) {
        chunks.push(names.slice(index, index + PARKING_PAGE_SIZE))
      }
      const pages = await Promise.all(
        chunks.map((chunk) => {
          const query: ParkingDomainsQuery = {
            names: chunk.join(','),
            offset: 0,
            limit: chunk.length,
          }
          return callEndpoint(parkingEndpoints.domainMetrics, { query }, { signal })
        }),
      )
      return new Map(pages.flatMap((page) => page.items.map((row) => [row.domain, row] as const)))
    },
    enabled: names.length > 0,
    staleTime: 60_000,
  })
}

/** A Parked-view column header: the figure, and (for screen readers) its 7-day period. */
export function ParkedFigureHeader({ figure }: { figure: ParkedFigure }) {
  return (
    <span>
      <FormattedMessage id={LABELS[figure]} />{' '}
      <span className="nf-visually-hidden">
        <FormattedMessage id="parking.parked.last7" />
      </span>
    </span>
  )
}

/**
 * One figure of one row over the last 7 days. Every cell of a page asks with the page's
 * names, so TanStack Query makes one request for the page, not one per row.
 */
export function ParkedFigureCell({
  name,
  pageNames,
  figure,
}: {
  name: string
  pageNames: readonly string[]
  figure: ParkedFigure
}) {
  const figures = useQuery(parkedFiguresQuery(pageNames))
  if (figures.isPending && pageNames.length > 0) {
    return <Skeleton height={12} width={40} ml="auto" />
  }
  const row = figures.data?.get(name)
  if (row === undefined) return <span className="nf-tabular">--</span>
  return (
    <span className="nf-tabular" data-figure={figure}>
      {figure === 'revenue' ? (
        formatUsd(row.revenueMicros, 2)
      ) : figure === 'clickThroughRate' ? (
        <FormattedNumber
          value={row.clickThroughRate}
          style="percent"
          minimumFractionDigits={2}
          maximumFractionDigits={2}
        />
      ) : (
        <FormattedNumber value={row[figure]} />
      )}
    </span>
  )
}
