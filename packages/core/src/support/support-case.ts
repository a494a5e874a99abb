/**
 * Support cases (issue 18; spec §1 "Contact support", §8 "POST v1/support, v1/support/user"):
 * the rules both sides share, pure.
 */

/** What a case is about; the form offers them in this order. */
export const SUPPORT_TOPICS = [
  'LISTING',
  'TRANSFER',
  'PAYMENT',
  'PAYOUT',
  'ACCOUNT',
  'COMPLIANCE',
  'OTHER',
] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

/**
 * OPEN: waiting for support. ANSWERED: support replied, waiting for the seller. CLOSED: done;
 * a seller's new message opens it again (decision 1040).
 */
export const SUPPORT_CASE_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number]

/** Who wrote a message: the person who opened the case, or support (an admin). */
export const SUPPORT_AUTHORS = ['CUSTOMER', 'SUPPORT'] as const
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number]

/** The case's status once `author` has written in it (decision 1040). */
export function statusAfterMessage(author: SupportAuthor): SupportCaseStatus {
  return author === 'SUPPORT' ? 'ANSWERED' : 'OPEN'
}

/** Support replies only to cases that are not closed; the customer may always write again. */
export function canReply(author: SupportAuthor, status: SupportCaseStatus): boolean {
  return author === 'CUSTOMER' || status !== 'CLOSED'
}

export const SUPPORT_MESSAGE_MAX_CHARS = 5000
export const SUPPORT_SUBJECT_MAX_CHARS = 160

/** The case's short public reference, e.g. "NF-3F2A9C1B", from its id. */
export function supportReferenceOf(caseId: string): string {
  return `NF-${caseId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}

/** The admin's queue: ACTIVE is every case not closed (open or answered). */
export const ADMIN_SUPPORT_FILTERS = ['ACTIVE', ...SUPPORT_CASE_STATUSES] as const
export type AdminSupportFilter = (typeof ADMIN_SUPPORT_FILTERS)[number]
