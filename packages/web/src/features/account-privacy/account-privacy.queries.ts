import { queryOptions } from '@tanstack/react-query'
import type { AccountPrivacy, AccountPrivacyPatch } from '@namefolio/core/account/privacy.contract'
import { apiGet, apiRequest } from '../../lib/api-client'

export const accountPrivacyKeys = {
  all: ['account', 'privacy'] as const,
}

export const accountPrivacyQueries = {
  settings: () =>
    queryOptions({
      queryKey: accountPrivacyKeys.all,
      queryFn: ({ signal }) => apiGet<AccountPrivacy>('/api/v1/account/privacy', {}, signal),
    }),
}

export const accountPrivacyCalls = {
  update: (patch: AccountPrivacyPatch) =>
    apiRequest<AccountPrivacy>('/api/v1/account/privacy', { method: 'PATCH', body: patch }),
}
