import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { callEndpoint, type QueryValue } from '../../lib/api-client'
import { cursorForPage, rememberPageCursors } from './page-anchors'
export type { BulkModifications, CheckoutLink }
import type { CheckoutLink } from '@namefolio/core/portfolio/checkout-link.contract'
import { checkoutLinkEndpoints } from '@namefolio/core/portfolio/checkout-link.endpoints'
import type {
  BulkFilter,
  BulkModifications,
} from '@namefolio/core/portfolio/portfolio-bulk.contract'
import type {
  DomainPage,
  EditDomainInput,
  ListDomainsQueryInput,
} from '@namefolio/core/portfolio/portfolio.contract'
import { portfolioEndpoints } from '@namefolio/core/portfolio/portfolio.endpoints'
import type { PortfolioRow } from './portfolio-row'
import {
  PORTFOLIO_RANGE_KEYS,
  PRICE_RANGE_KEYS,
  type PortfolioRouteView,
  type PortfolioSearch,
} from './portfolio-search'
import { usdToMicros } from '@namefolio/core/money/money'

export type PortfolioPage = DomainPage

export type DomainDetail = PortfolioRow

/** The listing fields a domain edit sends, by the flat names of spec §3 (money in micros). */
export type DomainEdit = EditDomainInput

/** A selection for a bulk operation: named domains, or a filter minus the unticked ones. */
export type BulkTarget =
  | { kind: 'names'; domainNames: string[] }
  | { kind: 'filter'; filter: BulkFilter; excludeNames?: string[] }

/** The API's query for a search: ranges in micros (prices) or characters, view, sort. */
export function portfolioApiQuery(
  view: PortfolioRouteView,
  search: PortfolioSearch,
  includeSearchStats: boolean,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    view,
    offset: search.offset,
    limit: search.limit,
    filter: search.filter,
    keywords: search.keywords,
    sort: search.sort,
    order: search.sort === undefined ? undefined : search.order,
    leasing: search.leasing,
    includeSearchStats: includeSearchStats ? true : undefined,
  }
  for (const key of PORTFOLIO_RANGE_KEYS) {
    const value = search[key]
    if (value === undefined) continue
    if (PRICE_RANGE_KEYS.includes(key)) query[`${key}Micros`] = usdToMicros(value)
    else query[key] = value
  }
  return query
}

/** The listing-stats query of a search: its view and filters, without paging or sort. */
export function listingStatsQuery(
  view: PortfolioRouteView,
  search: PortfolioSearch,
): Record<string, QueryValue> {
  const {
    offset: _offset,
    limit: _limit,
    sort: _sort,
    order: _order,
    includeSearchStats: _stats,
    ...filters
  } = portfolioApiQuery(view, search, false)
  return filters
}

/** The filter part of a search, typed for a bulk operation "by filter" (a JSON body). */
export function portfolioBulkFilter(view: PortfolioRouteView, search: PortfolioSearch): BulkFilter {
  const filter: BulkFilter = { view }
  if (search.filter !== undefined) filter.filter = [search.filter]
  if (search.keywords !== undefined) filter.keywords = search.keywords
  if (search.leasing !== undefined) filter.leasing = search.leasing
  for (const key of PORTFOLIO_RANGE_KEYS) {
    const value = search[key]
    if (value === undefined) continue
    if (PRICE_RANGE_KEYS.includes(key)) {
      filter[`${key}Micros` as 'buyNowMinMicros'] = usdToMicros(value)
    } else {
      filter[key as 'sldLengthMin'] = value
    }
  }
  return filter
}

/** The path parameter of a domain: its ASCII name (the browser converts an IDN display name). */
function domainParams(name: string) {
  return { domainName: toAsciiName(name) }
}

/** Resubmits one listing for review (spec §4 "Resubmit listing"). */
export function relistDomain(name: string) {
  return callEndpoint(portfolioEndpoints.relistDomain, { params: domainParams(name) })
}

export function toAsciiName(name: string): string {
  try {
    return new URL(`http://${name}`).hostname
  } catch {
    return name.toLowerCase()
  }
}

export const portfolioKeys = {
  all: ['portfolio'] as const,
  pages: () => [...portfolioKeys.all, 'page'] as const,
  page: (view: PortfolioRouteView, search: PortfolioSearch, includeSearchStats: boolean) =>
    [...portfolioKeys.pages(), view, search, includeSearchStats] as const,
  details: () => [...portfolioKeys.all, 'detail'] as const,
  detail: (name: string) => [...portfolioKeys.details(), toAsciiName(name)] as const,
  history: (name: string) => [...portfolioKeys.detail(name), 'history'] as const,
  checkoutLink: (linkId: string) => [...portfolioKeys.all, 'checkout-link', linkId] as const,
  stats: () => [...portfolioKeys.all, 'stats'] as const,
  statsFor: (view: PortfolioRouteView, query: Record<string, QueryValue>) =>
    [...portfolioKeys.stats(), view, query] as const,
  job: (jobId: string) => [...portfolioKeys.all, 'job', jobId] as const,
}

export const portfolioQueries = {
  /** One page of the signed-in seller's domains, sorted, filtered and paged on the server. */
  page: (
    view: PortfolioRouteView,
    search: PortfolioSearch,
    includeSearchStats = false,
    /** Spec §6: the nameserver data is asked for only while its switch is on. */
    includeNameserverData = false,
  ) =>
    queryOptions({
      queryKey: [...portfolioKeys.page(view, search, includeSearchStats), includeNameserverData],
      queryFn: async ({ signal }) => {
        const query = {
          ...portfolioApiQuery(view, search, includeSearchStats),
          includeNameserverData: includeNameserverData ? true : undefined,
        }
        const cursor = cursorForPage(query, search.offset)
        const page = await callEndpoint(
          portfolioEndpoints.listDomains,
          { query: (cursor ? { ...query, cursor } : query) as ListDomainsQueryInput },
          { signal },
        )
        rememberPageCursors(query, search.offset, search.limit, page)
        return page
      },
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  /**
   * Counts for the view tabs and the status filter options (`GET /api/v2/stats/listings`).
   * Under `portfolioKeys.all`, so every edit, delete and bulk operation refreshes them.
   */
  stats: (view: PortfolioRouteView, search: PortfolioSearch) => {
    const query = listingStatsQuery(view, search)
    return queryOptions({
      queryKey: portfolioKeys.statsFor(view, query),
      queryFn: ({ signal }) => callEndpoint(portfolioEndpoints.listingStats, { query }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    })
  },
  detail: (name: string) =>
    queryOptions({
      queryKey: portfolioKeys.detail(name),
      queryFn: ({ signal }): Promise<DomainDetail> =>
        callEndpoint(
          portfolioEndpoints.getDomain,
          { params: domainParams(name), query: {} },
          { signal },
        ),
    }),
  /** Who changed what and when (old → new), newest first. */
  history: (name: string) =>
    queryOptions({
      queryKey: portfolioKeys.history(name),
      queryFn: ({ signal }) =>
        callEndpoint(
          portfolioEndpoints.domainHistory,
          { params: domainParams(name), query: { limit: 100 } },
          { signal },
        ),
    }),
  /** Checkout link data, loaded when its menu first opens (spec §4). */
  checkoutLink: (linkId: string) =>
    queryOptions({
      queryKey: portfolioKeys.checkoutLink(linkId),
      queryFn: ({ signal }) =>
        callEndpoint(checkoutLinkEndpoints.getLink, { params: { linkId } }, { signal }),
      staleTime: 60_000,
    }),
  job: (jobId: string) =>
    queryOptions({
      queryKey: portfolioKeys.job(jobId),
      queryFn: ({ signal }) =>
        callEndpoint(portfolioEndpoints.getBulkJob, { params: { jobId } }, { signal }),
      refetchInterval: (query) => {
        const state = query.state.data?.state
        return state === 'completed' || state === 'failed' || state === 'cancelled' ? false : 1000
      },
    }),
}

/** Puts an updated domain into every cached page and its detail (spec §4 "Domain edit"). */
function applyUpdatedDomain(queryClient: QueryClient, updated: PortfolioRow) {
  queryClient.setQueriesData<PortfolioPage>({ queryKey: portfolioKeys.pages() }, (page) =>
    page === undefined
      ? page
      : {
          ...page,
          items: page.items.map((row) => (row.id === updated.id ? { ...row, ...updated } : row)),
        },
  )
  queryClient.setQueryData<DomainDetail>(portfolioKeys.detail(updated.name), (detail) =>
    detail === undefined ? detail : { ...detail, ...updated },
  )
}

/** Saves listing fields of one domain; the answer's updatedDomain updates the caches. */
export function useEditDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ name, edit }: { name: string; edit: DomainEdit }) =>
      callEndpoint(portfolioEndpoints.editDomain, { params: domainParams(name), body: edit }),
    onSuccess: (result, { name }) => {
      applyUpdatedDomain(queryClient, result.updatedDomain)
      // Then the listing stats and the domain's history refresh (spec §4).
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.stats() })
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.detail(name) })
    },
  })
}

export function useDeleteDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) =>
      callEndpoint(portfolioEndpoints.deleteDomain, { params: domainParams(name) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  })
}

/** Resubmits a listing for review (spec §4 "Resubmit listing"). */
export function useRelistDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: relistDomain,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.pages() })
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.stats() })
    },
  })
}

export function useCreateCheckoutLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ name, view }: { name: string; view: PortfolioRouteView }) =>
      callEndpoint(checkoutLinkEndpoints.createLink, {
        body: { domainName: toAsciiName(name), view },
      }),
    onSuccess: (link) => {
      queryClient.setQueryData(portfolioKeys.checkoutLink(link.linkId), link)
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.pages() })
    },
  })
}

export function useDeleteCheckoutLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (linkId: string) =>
      callEndpoint(checkoutLinkEndpoints.deleteLink, { params: { linkId } }),
    onSuccess: (_result, linkId) => {
      queryClient.removeQueries({ queryKey: portfolioKeys.checkoutLink(linkId) })
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.pages() })
    },
  })
}

/** Bulk edit or delete by selection or by filter; a large one answers a job to follow. */
export function useBulkOperation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      input: { selection: BulkTarget } & (
        { operation: 'edit'; modifications: BulkModifications } | { operation: 'delete' }
      ),
    ) => callEndpoint(portfolioEndpoints.bulkOperation, { body: input }),
    onSuccess: (result) => {
      if (result.mode === 'done')
        void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })
    },
  })
}

/** Cancels a running bulk job; the answer (the job, now cancelled) replaces the polled one. */
export function useCancelBulkJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) =>
      callEndpoint(portfolioEndpoints.cancelBulkJob, { params: { jobId } }),
    onSuccess: (job) => queryClient.setQueryData(portfolioKeys.job(job.jobId), job),
  })
}

export function invalidatePortfolio(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: portfolioKeys.all })
}
