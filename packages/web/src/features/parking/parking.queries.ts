import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { PARKING_PAGE_SIZE } from '@namefolio/core/constants/parking-ranges'
import type {
  ParkingDomainsQuery,
  ParkingRangeQuery,
} from '@namefolio/core/parking/parking.contract'
import { isFeatureOn } from '@namefolio/core/config/feature-flag'
import { configEndpoints } from '@namefolio/core/config/config.endpoints'
import { parkingEndpoints } from '@namefolio/core/parking/parking.endpoints'
import { callEndpoint } from '../../lib/api-client'
import type { ParkingSearch } from './parking-search'

// The parking API's endpoints and answers are core's (decision 990); the server validates them.

export const parkingKeys = {
  all: ['parking'] as const,
  account: (range: ParkingRangeQuery) => [...parkingKeys.all, 'account', range] as const,
  domains: (query: ParkingDomainsQuery) => [...parkingKeys.all, 'domains', query] as const,
  domain: (domainName: string, range: ParkingRangeQuery) =>
    [...parkingKeys.all, 'domain', domainName, range] as const,
}

/** The range part of the URL, as the API takes it (undefined ends are left off). */
export function rangeQueryOf(search: Pick<ParkingSearch, 'from' | 'to'>): ParkingRangeQuery {
  const range: ParkingRangeQuery = {}
  if (search.from !== undefined) range.from = search.from
  if (search.to !== undefined) range.to = search.to
  return range
}

/** The table's request: the range, search, sort (none unless chosen, §9) and page of 200. */
export function domainsQueryOf(search: ParkingSearch): ParkingDomainsQuery {
  const query: ParkingDomainsQuery = {
    ...rangeQueryOf(search),
    offset: search.offset ?? 0,
    limit: PARKING_PAGE_SIZE,
  }
  if (search.keywords !== undefined) query.keywords = search.keywords
  if (search.sort !== undefined) {
    query.sort = search.sort
    query.order = search.order ?? 'asc'
  }
  return query
}

export const parkingQueries = {
  /** Whether a custom range may be chosen (spec §6 customDateRange; the server checks too). */
  customRange: () =>
    queryOptions({
      queryKey: [...parkingKeys.all, 'custom-range-switch'] as const,
      queryFn: ({ signal }) => callEndpoint(configEndpoints.publicConfig, {}, { signal }),
      select: (config) => isFeatureOn(config.switchboard, 'customDateRange'),
      staleTime: Infinity,
    }),
  account: (range: ParkingRangeQuery) =>
    queryOptions({
      queryKey: parkingKeys.account(range),
      queryFn: ({ signal }) =>
        callEndpoint(parkingEndpoints.accountMetrics, { query: range }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  domains: (query: ParkingDomainsQuery) =>
    queryOptions({
      queryKey: parkingKeys.domains(query),
      queryFn: ({ signal }) => callEndpoint(parkingEndpoints.domainMetrics, { query }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  domain: (domainName: string, range: ParkingRangeQuery) =>
    queryOptions({
      queryKey: parkingKeys.domain(domainName, range),
      queryFn: ({ signal }) =>
        callEndpoint(
          parkingEndpoints.oneDomainMetrics,
          { params: { domainName }, query: range },
          { signal },
        ),
      staleTime: 60_000,
    }),
}

/** The existing parking CSV export for a range (spec §7 exports). */
export function parkingExportUrl(range: { from: string; to: string }): string {
  return `/api/v1/parking/export?${new URLSearchParams(range).toString()}`
}
