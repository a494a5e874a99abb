import { endpoint } from '../http/endpoint.ts'
import type { adminSupportSchemas as A, supportSchemas as S } from './support.schemas.ts'

/**
 * Support cases (issue 18; spec §8 "POST v1/support; POST v1/support/user"). The attachment
 * download (`GET /api/v1/support/:caseId/attachments/:attachmentId`) answers bytes, not JSON,
 * and is served as a plain route.
 */
export const supportEndpoints = {
  create: endpoint<typeof S.create>()('POST', '/api/v1/support', { status: 201 }),
  createAsGuest: endpoint<typeof S.createAsGuest>()('POST', '/api/v1/support/user', {
    status: 202,
  }),
  list: endpoint<typeof S.list>()('GET', '/api/v1/support'),
  choices: endpoint<typeof S.choices>()('GET', '/api/v1/support/choices'),
  get: endpoint<typeof S.get>()('GET', '/api/v1/support/:caseId'),
  reply: endpoint<typeof S.reply>()('POST', '/api/v1/support/:caseId/messages'),
}

/** Support's side, admin role only (checked on the server). */
export const adminSupportEndpoints = {
  list: endpoint<typeof A.list>()('GET', '/api/v1/admin/support'),
  get: endpoint<typeof A.get>()('GET', '/api/v1/admin/support/:caseId'),
  reply: endpoint<typeof A.reply>()('POST', '/api/v1/admin/support/:caseId/messages'),
  close: endpoint<typeof A.close>()('POST', '/api/v1/admin/support/:caseId/close'),
}

/** Where an attachment is downloaded (owner or admin). */
export function supportAttachmentPath(caseId: string, attachmentId: string): string {
  return `/api/v1/support/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`
}
