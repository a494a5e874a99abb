import { queryOptions } from '@tanstack/react-query'
import { inUseGuardEndpoints } from '@namefolio/core/in-use-guard/in-use-guard.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const inUseGuardKeys = {
  all: ['in-use-guard'] as const,
  paused: () => ['in-use-guard', 'paused'] as const,
  domain: (domainName: string) => ['in-use-guard', 'domain', domainName] as const,
}

/** The in-use guard's answers (issue 24): a domain's standing and the seller's paused ones. */
export const inUseGuardQueries = {
  paused: () =>
    queryOptions({
      queryKey: inUseGuardKeys.paused(),
      queryFn: ({ signal }) => callEndpoint(inUseGuardEndpoints.paused, {}, { signal }),
      staleTime: 30_000,
    }),
  domain: (domainName: string) =>
    queryOptions({
      queryKey: inUseGuardKeys.domain(domainName),
      queryFn: ({ signal }) =>
        callEndpoint(inUseGuardEndpoints.get, { params: { domainName } }, { signal }),
      staleTime: 30_000,
    }),
}

export const resumeBuyNow = (domainName: string) =>
  callEndpoint(inUseGuardEndpoints.resume, { params: { domainName } })

export const checkAgainNow = (domainName: string) =>
  callEndpoint(inUseGuardEndpoints.checkNow, { params: { domainName } })
