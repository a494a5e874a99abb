import type {
  SupportCaseDetail,
  SupportCaseSummary,
} from '@namefolio/core/support/support.contract'
import { supportReferenceOf } from '@namefolio/core/support/support-case'
import type { CaseListRow, MessageRow } from './support.repository.ts'

/** The name support signs its replies with (the admin's own name stays internal). */
export const SUPPORT_SIGNATURE = 'Namefolio support'

export function requesterOf(row: CaseListRow) {
  return row.userId
    ? { name: row.userName ?? '', email: row.userEmail ?? '', isGuest: false }
    : { name: row.guestName ?? '', email: row.guestEmail ?? '', isGuest: true }
}

export function toCaseSummary(row: CaseListRow): SupportCaseSummary {
  return {
    caseId: row.id,
    reference: supportReferenceOf(row.id),
    topic: row.topic,
    status: row.status,
    domainName: row.domainName,
    transactionId: row.transactionId,
    preview: row.firstMessage,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadReplies: row.unreadReplies,
    requester: requesterOf(row),
  }
}

export function toCaseDetail(row: CaseListRow, messages: MessageRow[]): SupportCaseDetail {
  const requester = requesterOf(row)
  return {
    ...toCaseSummary(row),
    messages: messages.map((m) => ({
      messageId: m.id,
      author: m.author,
      authorName: m.author === 'SUPPORT' ? SUPPORT_SIGNATURE : (m.authorName ?? requester.name),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      attachment:
        m.attachmentId && m.fileName && m.contentType && m.sizeBytes !== null
          ? {
              attachmentId: m.attachmentId,
              fileName: m.fileName,
              contentType: m.contentType,
              sizeBytes: m.sizeBytes,
            }
          : null,
    })),
  }
}
