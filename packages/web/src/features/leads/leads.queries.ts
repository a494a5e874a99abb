import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  BrokerList,
  LeadDetail,
  LeadFolderCounts,
  LeadPage,
  LeadPatch,
  LeadView,
  MinorPatch,
  SelfBrokeredPatch,
} from '@namefolio/core/negotiations/leads.contract'
import { apiGet, apiRequest } from '../../lib/api-client'
import type { LeadsSearch } from './leads-search'

/** Which list a page shows: the leads of a view, or the buyer's offers made or received. */
export type LeadSource = 'leads' | 'offersMade' | 'offersReceived'

const SOURCE_PATHS: Record<LeadSource, string> = {
  leads: '/api/v1/leads',
  offersMade: '/api/v1/leads/offersMade',
  offersReceived: '/api/v1/leads/offersReceived',
}

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
      queryFn: ({ signal }) => apiGet<LeadPage>(SOURCE_PATHS[source], { ...search, view }, signal),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  counts: (view: LeadView | undefined) =>
    queryOptions({
      queryKey: leadKeys.counts(view),
      queryFn: ({ signal }) => apiGet<LeadFolderCounts>('/api/v1/leads/counts', { view }, signal),
      staleTime: 15_000,
    }),
  detail: (leadId: string) =>
    queryOptions({
      queryKey: leadKeys.detail(leadId),
      queryFn: ({ signal }) => apiGet<LeadDetail>(`/api/v1/leads/${leadId}`, {}, signal),
    }),
  brokers: () =>
    queryOptions({
      queryKey: leadKeys.brokers(),
      queryFn: ({ signal }) => apiGet<BrokerList>('/api/v1/leads/brokers', {}, signal),
      staleTime: 5 * 60_000,
    }),
}

/** The calls that change a lead; each answers the lead as the viewer now sees it. */
export const leadCalls = {
  offer: (leadId: string, offerMicros: number | null, message?: string) =>
    apiRequest<LeadDetail>(`/api/v1/leads/selfBrokered/${leadId}/offer`, {
      method: 'POST',
      body: { offerMicros, ...(message ? { message } : {}) },
    }),
  message: (leadId: string, message: string) =>
    apiRequest<LeadDetail>(`/api/v1/leads/${leadId}/messages`, {
      method: 'POST',
      body: { message },
    }),
  selfBrokered: (leadId: string, body: SelfBrokeredPatch) =>
    apiRequest<LeadDetail>(`/api/v1/leads/selfBrokered/${leadId}`, { method: 'PATCH', body }),
  minor: (leadId: string, body: MinorPatch) =>
    apiRequest<LeadDetail>(`/api/v1/leads/selfBrokered/${leadId}/minor`, {
      method: 'PATCH',
      body,
    }),
  patch: (leadId: string, body: LeadPatch) =>
    apiRequest<LeadDetail>(`/api/v1/leads/${leadId}`, { method: 'PATCH', body }),
}

/** After a change: the detail is the answer; lists and counts refetch. */
export function applyLeadChange(queryClient: QueryClient, lead: LeadDetail): void {
  queryClient.setQueryData(leadKeys.detail(lead.id), lead)
  void queryClient.invalidateQueries({ queryKey: leadKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: [...leadKeys.all, 'counts'] })
}
