import type { ReviewDecision } from '@namefolio/core/admin/admin-review.contract'
import { REVIEW_QUEUE_STATUSES } from '@namefolio/core/admin/admin-review.constants'
import { toReviewReasons } from '@namefolio/core/domains/domain-status'
import type { RecordAdminAction } from '../../db/admin-audit.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { decideDomain, findDomainForReview } from './review-queue.repository.ts'

/** Tells the seller of a decision, in the decision's transaction (the notifications feature). */
export type NotifyReviewDecision = (
  tx: Db,
  notice: {
    sellerId: string
    kind: 'domainApproved' | 'domainRejected'
    domainName: string
    note: string | null
  },
) => Promise<void>

/** E-mails the seller a decision, after it committed (their e-mail preference permitting). */
export type MailReviewDecision = (notice: {
  sellerId: string
  to: string
  kind: 'domainApproved' | 'domainRejected'
  domainName: string
  note: string | null
}) => Promise<void>

export type ReviewDeps = {
  db: Db
  record: RecordAdminAction
  notify: NotifyReviewDecision
  mail: MailReviewDecision
  /** Drops the landers' caches of a domain whose listing changed (decision 850). */
  listingChanged: (name: string) => void
}

/**
 * Approves (→ ACTIVE, listed) or rejects (→ INACTIVE, not listed) a domain from the review
 * queue (issue 19, decision 1335). The change, its audit entry and the seller's notice commit
 * together; a domain that is not waiting for review is a 409 and nothing changes.
 */
export async function decideReview(
  deps: ReviewDeps,
  input: { actorId: string; domainId: string; approve: boolean; note: string | null },
): Promise<ReviewDecision> {
  const decided = await deps.db.transaction(async (tx) => {
    const domain = await findDomainForReview(tx, input.domainId)
    if (domain === null) {
      throw new AppError('NOT_FOUND', 'No such domain.', {
        fields: [{ field: 'domainId', code: 'admin.review.notFound' }],
      })
    }
    if (!(REVIEW_QUEUE_STATUSES as readonly string[]).includes(domain.status)) {
      throw new AppError('CONFLICT', 'This domain is not waiting for review.', {
        fields: [{ field: 'domainId', code: 'admin.review.notWaiting' }],
      })
    }
    const status = input.approve ? ('ACTIVE' as const) : ('INACTIVE' as const)
    await decideDomain(tx, {
      domainId: domain.id,
      decidedBy: input.actorId,
      decision: input.approve ? 'APPROVED' : 'REJECTED',
      statusBefore: domain.status,
      reasons: toReviewReasons(domain.reviewReasons),
      note: input.note,
    })
    await deps.record(tx, {
      actorId: input.actorId,
      action: input.approve ? 'domain.approve' : 'domain.reject',
      subjectType: 'domain',
      subjectId: domain.id,
      before: { name: domain.name, status: domain.status, reasons: domain.reviewReasons },
      after: { name: domain.name, status, reasons: input.approve ? [] : domain.reviewReasons },
      note: input.note,
    })
    await deps.notify(tx, {
      sellerId: domain.sellerId,
      kind: input.approve ? 'domainApproved' : 'domainRejected',
      domainName: domain.name,
      note: input.note,
    })
    return {
      decision: { domainId: domain.id, name: domain.name, status, note: input.note },
      seller: { id: domain.sellerId, email: domain.sellerEmail },
    }
  })
  deps.listingChanged(decided.decision.name)
  await deps.mail({
    sellerId: decided.seller.id,
    to: decided.seller.email,
    kind: input.approve ? 'domainApproved' : 'domainRejected',
    domainName: decided.decision.name,
    note: input.note,
  })
  return decided.decision
}
