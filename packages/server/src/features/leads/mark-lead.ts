import type { MinorPatch } from '@namefolio/core/negotiations/leads.contract'
import { AppError } from '../../http/app-error.ts'
import type { LeadChange } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { updateLead } from './leads.repository.ts'

/** The viewer's own marks on a lead: like, star and read (spec §7 PATCH selfBrokered/minor). */
export async function markLead(change: LeadChange, patch: MinorPatch): Promise<LeadNotice[]> {
  const { tx, lead, view } = change
  if (view === 'admin') throw new AppError('FORBIDDEN', 'Administrators have no side to mark.')
  const isBuyer = view === 'buyer'
  await updateLead(tx, lead.id, {
    ...(patch.likeStatus !== undefined
      ? isBuyer
        ? { buyerLikeStatus: patch.likeStatus }
        : { sellerLikeStatus: patch.likeStatus }
      : {}),
    ...(patch.starred !== undefined
      ? isBuyer
        ? { buyerStarred: patch.starred }
        : { sellerStarred: patch.starred }
      : {}),
    ...(patch.read !== undefined
      ? view === 'buyer'
        ? { buyerRead: patch.read }
        : view === 'broker'
          ? { brokerRead: patch.read }
          : { sellerRead: patch.read }
      : {}),
  })
  return []
}
