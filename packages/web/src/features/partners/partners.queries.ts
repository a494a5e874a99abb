import { queryOptions } from '@tanstack/react-query'
import type { CreatePartner } from '@namefolio/core/partners/partner-network.contract'
import type { PartnerVisibility } from '@namefolio/core/partners/partner-network.constants'
import {
  adminPartnerEndpoints,
  partnerOptInEndpoints,
} from '@namefolio/core/partners/partner-network.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const partnerKeys = {
  all: ['partners'] as const,
  list: () => [...partnerKeys.all, 'list'] as const,
  usage: (partnerId: string) => [...partnerKeys.all, 'usage', partnerId] as const,
  optIn: () => [...partnerKeys.all, 'opt-in'] as const,
  domain: (name: string) => [...partnerKeys.all, 'domain', name] as const,
}

export const partnerQueries = {
  list: () =>
    queryOptions({
      queryKey: partnerKeys.list(),
      queryFn: ({ signal }) => callEndpoint(adminPartnerEndpoints.list, {}, { signal }),
    }),
  usage: (partnerId: string) =>
    queryOptions({
      queryKey: partnerKeys.usage(partnerId),
      queryFn: ({ signal }) =>
        callEndpoint(adminPartnerEndpoints.usage, { params: { partnerId } }, { signal }),
    }),
  optIn: () =>
    queryOptions({
      queryKey: partnerKeys.optIn(),
      queryFn: ({ signal }) => callEndpoint(partnerOptInEndpoints.get, {}, { signal }),
    }),
  domain: (domainName: string) =>
    queryOptions({
      queryKey: partnerKeys.domain(domainName),
      queryFn: ({ signal }) =>
        callEndpoint(partnerOptInEndpoints.getDomain, { params: { domainName } }, { signal }),
    }),
}

export const partnerCalls = {
  create: (body: CreatePartner) => callEndpoint(adminPartnerEndpoints.create, { body }),
  issueKey: (partnerId: string) =>
    callEndpoint(adminPartnerEndpoints.issueKey, { params: { partnerId }, body: {} }),
  revokeKey: (partnerId: string, keyId: string) =>
    callEndpoint(adminPartnerEndpoints.revokeKey, { params: { partnerId, keyId } }),
  setOptIn: (showOnPartnerSites: boolean) =>
    callEndpoint(partnerOptInEndpoints.update, { body: { showOnPartnerSites } }),
  setDomain: (domainName: string, visibility: PartnerVisibility) =>
    callEndpoint(partnerOptInEndpoints.updateDomain, {
      params: { domainName },
      body: { visibility },
    }),
}
