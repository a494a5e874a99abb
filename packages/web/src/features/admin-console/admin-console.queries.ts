import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import type { ReviewQueueStatus } from '@namefolio/core/admin/admin-review.constants'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import { callEndpoint } from '../../lib/api-client'

/** Admin actions an account page lists. */
const RECENT_AUDIT = 10

export type ReviewFilters = { status?: ReviewQueueStatus; reason?: ReviewReason }
export type AuditFilters = { action?: string; actor?: string; subjectId?: string }

export const adminConsoleKeys = {
  all: ['admin-console'] as const,
  counts: () => ['admin-console', 'counts'] as const,
  review: (filters: ReviewFilters) => ['admin-console', 'review', filters] as const,
  accounts: (q: string) => ['admin-console', 'accounts', q] as const,
  account: (userId: string) => ['admin-console', 'account', userId] as const,
  audit: (filters: AuditFilters) => ['admin-console', 'audit', filters] as const,
  accountAudit: (userId: string) => ['admin-console', 'account-audit', userId] as const,
}

/** Drops empty strings so the query string carries only the filters in use. */
const defined = <T extends Record<string, string | undefined>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<T>

export const adminConsoleQueries = {
  counts: () =>
    queryOptions({
      queryKey: adminConsoleKeys.counts(),
      queryFn: ({ signal }) => callEndpoint(adminEndpoints.consoleCounts, {}, { signal }),
    }),
  review: (filters: ReviewFilters) =>
    infiniteQueryOptions({
      queryKey: adminConsoleKeys.review(filters),
      initialPageParam: '',
      queryFn: ({ signal, pageParam }) =>
        callEndpoint(
          adminEndpoints.reviewQueue,
          { query: defined({ ...filters, cursor: pageParam }) },
          { signal },
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  accounts: (q: string) =>
    queryOptions({
      queryKey: adminConsoleKeys.accounts(q),
      queryFn: ({ signal }) =>
        callEndpoint(adminEndpoints.searchAccounts, { query: { q } }, { signal }),
    }),
  account: (userId: string) =>
    queryOptions({
      queryKey: adminConsoleKeys.account(userId),
      queryFn: ({ signal }) =>
        callEndpoint(adminEndpoints.account, { params: { userId } }, { signal }),
    }),
  /** An account's recent admin history: the audit log, read by subject. */
  accountAudit: (userId: string) =>
    queryOptions({
      queryKey: adminConsoleKeys.accountAudit(userId),
      queryFn: ({ signal }) =>
        callEndpoint(
          adminEndpoints.auditLog,
          { query: { subjectId: userId, limit: RECENT_AUDIT } },
          { signal },
        ),
    }),
  audit: (filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: adminConsoleKeys.audit(filters),
      initialPageParam: '',
      queryFn: ({ signal, pageParam }) =>
        callEndpoint(
          adminEndpoints.auditLog,
          { query: defined({ ...filters, cursor: pageParam }) },
          { signal },
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
}

export const adminConsoleCalls = {
  approveDomain: (domainId: string, note: string) =>
    callEndpoint(adminEndpoints.approveDomain, {
      params: { domainId },
      body: note ? { note } : {},
    }),
  rejectDomain: (domainId: string, note: string) =>
    callEndpoint(adminEndpoints.rejectDomain, { params: { domainId }, body: { note } }),
  approveAccount: (userId: string, note: string) =>
    callEndpoint(adminEndpoints.approveAccount, {
      params: { userId },
      body: note ? { note } : {},
    }),
  suspendAccount: (userId: string, note: string) =>
    callEndpoint(adminEndpoints.suspendAccount, { params: { userId }, body: { note } }),
  reinstateAccount: (userId: string, note: string) =>
    callEndpoint(adminEndpoints.reinstateAccount, {
      params: { userId },
      body: note ? { note } : {},
    }),
}
