import { queryOptions, keepPreviousData } from '@tanstack/react-query'
import type { LeadSummary } from '@namefolio/core/negotiations/leads.contract'
import { leadsEndpoints } from '@namefolio/core/negotiations/leads.endpoints'
import { registrantStatusEndpoints } from '@namefolio/core/domains/registrant-status.endpoints'
import { domainPageEndpoints } from '@namefolio/core/portfolio/domain-page.endpoints'
import { portfolioEndpoints } from '@namefolio/core/portfolio/portfolio.endpoints'
import { callEndpoint } from '../../lib/api-client'

/** The ranges the traffic chart offers, in days (the daily endpoint takes 7 to 365). */
export const TRAFFIC_RANGES = [7, 30, 90, 365] as const
export type TrafficRange = (typeof TRAFFIC_RANGES)[number]
export const DEFAULT_TRAFFIC_RANGE: TrafficRange = 30

/** How many of the domain's leads the page lists; the rest are one click away in /leads. */
export const DOMAIN_LEADS_LIMIT = 25

const domainPageKeys = {
  all: (name: string) => ['domain-page', name] as const,
  traffic: (name: string, days: number) => [...domainPageKeys.all(name), 'traffic', days] as const,
  daily: (name: string, days: number) => [...domainPageKeys.all(name), 'daily', days] as const,
  leads: (name: string) => [...domainPageKeys.all(name), 'leads'] as const,
  registrant: (name: string) => [...domainPageKeys.all(name), 'registrant'] as const,
}

/** Every query here takes the domain's ASCII name (the row's `name`), as the API does. */

/**
 * The leads of exactly this domain: the list's `q` matches part of a name, so a longer name
 * that contains this one is dropped here (decision 293).
 */
export function leadsOfDomain(items: readonly LeadSummary[], name: string): LeadSummary[] {
  return items.filter((lead) => lead.domainName.toLowerCase() === name)
}

export const domainPageQueries = {
  /** Whether ownership of the name is proven (spec §3 Registrant status, decision 1000). */
  registrant: (name: string) =>
    queryOptions({
      queryKey: domainPageKeys.registrant(name),
      queryFn: ({ signal }) =>
        callEndpoint(registrantStatusEndpoints.get, { params: { domainName: name } }, { signal }),
      staleTime: 60_000,
    }),
  /** Totals of the range (`GET /api/v1/stats/traffic/{domainName}`, spec §7). */
  traffic: (name: string, days: TrafficRange) =>
    queryOptions({
      queryKey: domainPageKeys.traffic(name, days),
      queryFn: ({ signal }) =>
        callEndpoint(
          portfolioEndpoints.domainTraffic,
          { params: { domainName: name }, query: { days } },
          { signal },
        ),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  /** The same events per UTC day, for the chart (decision 291). */
  daily: (name: string, days: TrafficRange) =>
    queryOptions({
      queryKey: domainPageKeys.daily(name, days),
      queryFn: ({ signal }) =>
        callEndpoint(
          domainPageEndpoints.domainTrafficDaily,
          { params: { domainName: name }, query: { days } },
          { signal },
        ),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  /** The seller's leads on this domain, last updated first. */
  leads: (name: string) =>
    queryOptions({
      queryKey: domainPageKeys.leads(name),
      queryFn: async ({ signal }) => {
        const page = await callEndpoint(
          leadsEndpoints.list,
          {
            query: {
              view: 'seller',
              q: name,
              sort: 'updated',
              order: 'desc',
              limit: DOMAIN_LEADS_LIMIT,
            },
          },
          { signal },
        )
        return { ...page, items: leadsOfDomain(page.items, name) }
      },
      staleTime: 15_000,
    }),
}
