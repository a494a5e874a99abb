import { queryOptions } from '@tanstack/react-query'
import type { AccountPrivacyPatch } from '@namefolio/core/account/privacy.contract'
import { accountPrivacyEndpoints } from '@namefolio/core/account/privacy.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const accountPrivacyKeys = {
  all: ['account', 'privacy'] as const,
}

export const accountPrivacyQueries = {
  settings: () =>
    queryOptions({
      queryKey: accountPrivacyKeys.all,
      queryFn: ({ signal }) => callEndpoint(accountPrivacyEndpoints.get, {}, { signal }),
    }),
}

export const accountPrivacyCalls = {
  update: (patch: AccountPrivacyPatch) =>
    callEndpoint(accountPrivacyEndpoints.update, { body: patch }),
}
