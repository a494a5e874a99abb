import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  LeadDetail,
  LeadPatch,
  LeadView,
  MinorPatch,
  SelfBrokeredPatch,
} from '@namefolio/core/negotiations/leads.contract'
import { leadsEndpoints } from '@namefolio/core/negotiations/leads.endpoints'
import { callEndpoint } from '../../lib/api-client'
import type { LeadsSearch } from './leads-search'

/** Which list a page shows: the leads of a view, or the buyer's offers made or received. */
export type LeadSource = 'leads' | 'offersMade' | 'offersReceived'

const SOURCE_ENDPOINTS = {
  leads: leadsEndpoints.list,
  offersMade: leadsEndpoints.offersMade,
  offersReceived: leadsEndpoints.offersReceived,
} satisfies Record<LeadSource, typeof leadsEndpoints.list>

export const leadKeys = {
  all: ['leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (source: LeadSource, view: LeadView | undefined, search: LeadsSearch) =>
    [...leadKeys.lists(), source, view ?? 'default', search] as const,
  counts: (view: LeadView | undefined) => [...leadKeys.all, 'counts', view ?? 'default'] as const,
  detail: (leadId: string) => [...leadKeys.all, 'detail', leadId] as const,
  brokers: () => [...leadKeys.all, 'brokers'] as const,
}

export const leadQueries = {
  list: (source: LeadSource, view: LeadView | undefined, search: LeadsSearch) =>
    queryOptions({
      queryKey: leadKeys.list(source, view, search),
      queryFn: ({ signal }) =>
        callEndpoint(SOURCE_ENDPOINTS[source], { query: { ...search, view } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  counts: (view: LeadView | undefined) =>
    queryOptions({
      queryKey: leadKeys.counts(view),
      queryFn: ({ signal }) => callEndpoint(leadsEndpoints.counts, { query: { view } }, { signal }),
      staleTime: 15_000,
    }),
  detail: (leadId: string) =>
    queryOptions({
      queryKey: leadKeys.detail(leadId),
      queryFn: ({ signal }) =>
        callEndpoint(leadsEndpoints.detail, { params: { leadId } }, { signal }),
    }),
  brokers: () =>
    queryOptions({
      queryKey: leadKeys.brokers(),
      queryFn: ({ signal }) => callEndpoint(leadsEndpoints.brokers, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
}

/** The calls that change a lead; each answers the lead as the viewer now sees it. */
export const leadCalls = {
  offer: (leadId: string, offerMicros: number | null, message?: string) =>
    callEndpoint(leadsEndpoints.offer, {
      params: { leadId },
      body: { offerMicros, ...(message ? { message } : {}) },
    }),
  message: (leadId: string, message: string) =>
    callEndpoint(leadsEndpoints.sendMessage, { params: { leadId }, body: { message } }),
  selfBrokered: (leadId: string, body: SelfBrokeredPatch) =>
    callEndpoint(leadsEndpoints.patchSelfBrokered, { params: { leadId }, body }),
  minor: (leadId: string, body: MinorPatch) =>
    callEndpoint(leadsEndpoints.patchMinor, { params: { leadId }, body }),
  patch: (leadId: string, body: LeadPatch) =>
    callEndpoint(leadsEndpoints.patch, { params: { leadId }, body }),
}

/** After a change: the detail is the answer; lists and counts refetch. */
export function applyLeadChange(queryClient: QueryClient, lead: LeadDetail): void {
  queryClient.setQueryData(leadKeys.detail(lead.id), lead)
  void queryClient.invalidateQueries({ queryKey: leadKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: [...leadKeys.all, 'counts'] })
}
