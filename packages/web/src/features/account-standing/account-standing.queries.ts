import { queryOptions } from '@tanstack/react-query'
import type { AccountBoostPatch } from '@namefolio/core/account/standing.contract'
import { accountStandingEndpoints } from '@namefolio/core/account/standing.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const accountStandingKeys = {
  all: ['account', 'standing'] as const,
  boost: () => [...accountStandingKeys.all, 'boost'] as const,
  discountClub: () => [...accountStandingKeys.all, 'ddc'] as const,
  partnerStatus: () => [...accountStandingKeys.all, 'partner'] as const,
}

export const accountStandingQueries = {
  boost: () =>
    queryOptions({
      queryKey: accountStandingKeys.boost(),
      queryFn: ({ signal }) => callEndpoint(accountStandingEndpoints.boost, {}, { signal }),
    }),
  discountClub: () =>
    queryOptions({
      queryKey: accountStandingKeys.discountClub(),
      queryFn: ({ signal }) => callEndpoint(accountStandingEndpoints.discountClub, {}, { signal }),
    }),
  partnerStatus: () =>
    queryOptions({
      queryKey: accountStandingKeys.partnerStatus(),
      queryFn: ({ signal }) => callEndpoint(accountStandingEndpoints.partnerStatus, {}, { signal }),
    }),
}

export const accountStandingCalls = {
  updateBoost: (patch: AccountBoostPatch) =>
    callEndpoint(accountStandingEndpoints.updateBoost, { body: patch }),
}
