import { endpoint } from '../http/endpoint.ts'
import type {
  AdminSupportListQuerySchema,
  GuestSupportCaseCreatedSchema,
  GuestSupportCaseCreateSchema,
  SupportCaseCreateSchema,
  SupportCaseDetailSchema,
  SupportCaseListQuerySchema,
  SupportCaseListSchema,
  SupportCaseParamsSchema,
  SupportChoicesSchema,
  SupportReplySchema,
} from './support.contract.ts'

/** One case, answered with its messages: the seller's and support's sides read it alike. */
type OneCase = { params: typeof SupportCaseParamsSchema; response: typeof SupportCaseDetailSchema }
type Reply = OneCase & { body: typeof SupportReplySchema }

/**
 * Support cases (issue 18; spec §8 "POST v1/support; POST v1/support/user"). The attachment
 * download (`GET /api/v1/support/:caseId/attachments/:attachmentId`) answers bytes, not JSON,
 * and is served as a plain route.
 */
export const supportEndpoints = {
  create: endpoint<{
    body: typeof SupportCaseCreateSchema
    response: typeof SupportCaseDetailSchema
  }>()('POST', '/api/v1/support', { status: 201 }),
  createAsGuest: endpoint<{
    body: typeof GuestSupportCaseCreateSchema
    response: typeof GuestSupportCaseCreatedSchema
  }>()('POST', '/api/v1/support/user', { status: 202 }),
  list: endpoint<{
    query: typeof SupportCaseListQuerySchema
    response: typeof SupportCaseListSchema
  }>()('GET', '/api/v1/support'),
  choices: endpoint<{ response: typeof SupportChoicesSchema }>()('GET', '/api/v1/support/choices'),
  get: endpoint<OneCase>()('GET', '/api/v1/support/:caseId'),
  reply: endpoint<Reply>()('POST', '/api/v1/support/:caseId/messages'),
}

/** Support's side, admin role only (checked on the server). */
export const adminSupportEndpoints = {
  list: endpoint<{
    query: typeof AdminSupportListQuerySchema
    response: typeof SupportCaseListSchema
  }>()('GET', '/api/v1/admin/support'),
  get: endpoint<OneCase>()('GET', '/api/v1/admin/support/:caseId'),
  reply: endpoint<Reply>()('POST', '/api/v1/admin/support/:caseId/messages'),
  close: endpoint<OneCase>()('POST', '/api/v1/admin/support/:caseId/close'),
}

/** Where an attachment is downloaded (owner or admin). */
export function supportAttachmentPath(caseId: string, attachmentId: string): string {
  return `/api/v1/support/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`
}
