import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AccountLanderPatch } from '@namefolio/core/account/account-defaults.contract'
import { accountDefaultsEndpoints as A } from '@namefolio/core/account/account-defaults.endpoints'
import type { Verification } from '@namefolio/core/domains/domain-intake.contract'
import { domainIntakeEndpoints as E } from '@namefolio/core/domains/domain-intake.endpoints'
import { callEndpoint } from '../../lib/api-client'

/** Rows per page of the ownership lists (claims, names under review). */
export const OWNERSHIP_PAGE_SIZE = 25

export const accountDefaultsKeys = {
  all: ['account-defaults'] as const,
  lander: () => [...accountDefaultsKeys.all, 'lander'] as const,
  leasePolicy: () => [...accountDefaultsKeys.all, 'lease-policy'] as const,
  ownership: () => [...accountDefaultsKeys.all, 'ownership'] as const,
  summary: () => [...accountDefaultsKeys.ownership(), 'summary'] as const,
  record: () => [...accountDefaultsKeys.ownership(), 'record'] as const,
  claims: (state: Verification['state'] | undefined, offset: number) =>
    [...accountDefaultsKeys.ownership(), 'claims', state ?? 'ALL', offset] as const,
  reviews: (offset: number) => [...accountDefaultsKeys.ownership(), 'reviews', offset] as const,
}

export const accountDefaultsQueries = {
  lander: () =>
    queryOptions({
      queryKey: accountDefaultsKeys.lander(),
      queryFn: ({ signal }) => callEndpoint(E.getAccountLander, {}, { signal }),
    }),
  leasePolicy: () =>
    queryOptions({
      queryKey: accountDefaultsKeys.leasePolicy(),
      queryFn: ({ signal }) => callEndpoint(A.getLeasePolicy, {}, { signal }),
      staleTime: Infinity,
    }),
  summary: () =>
    queryOptions({
      queryKey: accountDefaultsKeys.summary(),
      queryFn: ({ signal }) => callEndpoint(A.getOwnershipSummary, {}, { signal }),
    }),
  record: () =>
    queryOptions({
      queryKey: accountDefaultsKeys.record(),
      queryFn: ({ signal }) => callEndpoint(E.getVerificationTxt, {}, { signal }),
      staleTime: Infinity,
    }),
  claims: (state: Verification['state'] | undefined, offset: number) =>
    queryOptions({
      queryKey: accountDefaultsKeys.claims(state, offset),
      queryFn: ({ signal }) =>
        callEndpoint(
          E.listVerifications,
          { query: { offset, limit: OWNERSHIP_PAGE_SIZE, ...(state ? { state } : {}) } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  reviews: (offset: number) =>
    queryOptions({
      queryKey: accountDefaultsKeys.reviews(offset),
      queryFn: ({ signal }) =>
        callEndpoint(
          A.listOwnershipReviews,
          { query: { offset, limit: OWNERSHIP_PAGE_SIZE } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
}

export const accountDefaultsCalls = {
  saveLander: (patch: AccountLanderPatch) => callEndpoint(E.saveAccountLander, { body: patch }),
  checkNow: (names: string[]) => callEndpoint(E.checkVerifications, { body: { domains: names } }),
}
