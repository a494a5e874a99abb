import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { SupportCaseCreate, SupportReply } from '@namefolio/core/support/support.contract'
import type { AdminSupportFilter } from '@namefolio/core/support/support-case'
import { adminSupportEndpoints, supportEndpoints } from '@namefolio/core/support/support.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const supportKeys = {
  all: ['support'] as const,
  list: (offset: number) => ['support', 'list', offset] as const,
  detail: (caseId: string) => ['support', 'case', caseId] as const,
  choices: () => ['support', 'choices'] as const,
  admin: ['support', 'admin'] as const,
  adminList: (status: AdminSupportFilter, offset: number) =>
    ['support', 'admin', 'list', status, offset] as const,
  adminDetail: (caseId: string) => ['support', 'admin', 'case', caseId] as const,
}

export const SUPPORT_PAGE_SIZE = 25

export const supportQueries = {
  list: (offset: number) =>
    queryOptions({
      queryKey: supportKeys.list(offset),
      queryFn: ({ signal }) =>
        callEndpoint(
          supportEndpoints.list,
          { query: { offset, limit: SUPPORT_PAGE_SIZE } },
          { signal },
        ),
      placeholderData: keepPreviousData,
      // Replies arrive from support at any time: always asked again when shown.
      staleTime: 0,
    }),
  detail: (caseId: string) =>
    queryOptions({
      queryKey: supportKeys.detail(caseId),
      queryFn: ({ signal }) =>
        callEndpoint(supportEndpoints.get, { params: { caseId } }, { signal }),
      staleTime: 0,
    }),
  choices: () =>
    queryOptions({
      queryKey: supportKeys.choices(),
      queryFn: ({ signal }) => callEndpoint(supportEndpoints.choices, {}, { signal }),
      staleTime: 60_000,
    }),
  adminList: (status: AdminSupportFilter, offset: number) =>
    queryOptions({
      queryKey: supportKeys.adminList(status, offset),
      queryFn: ({ signal }) =>
        callEndpoint(
          adminSupportEndpoints.list,
          { query: { status, offset, limit: SUPPORT_PAGE_SIZE } },
          { signal },
        ),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  adminDetail: (caseId: string) =>
    queryOptions({
      queryKey: supportKeys.adminDetail(caseId),
      queryFn: ({ signal }) =>
        callEndpoint(adminSupportEndpoints.get, { params: { caseId } }, { signal }),
      staleTime: 0,
    }),
}

export const supportCalls = {
  open: (body: SupportCaseCreate) => callEndpoint(supportEndpoints.create, { body }),
  reply: (caseId: string, body: SupportReply) =>
    callEndpoint(supportEndpoints.reply, { params: { caseId }, body }),
  answer: (caseId: string, body: SupportReply) =>
    callEndpoint(adminSupportEndpoints.reply, { params: { caseId }, body }),
  close: (caseId: string) => callEndpoint(adminSupportEndpoints.close, { params: { caseId } }),
}
