import type { DomainListingStatus, ReviewReason } from '@namefolio/core/domains/domain-status'
import type {
  DomainHistorySource,
  RelistResult,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { DomainRow } from '../../db/schema/domains.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { insertHistory } from './domain-history.repository.ts'
import { lockSellerDomains, setDomainsStatus } from './domain-edits.repository.ts'

type ScreenName = (asciiName: string) => ReviewReason[]

/** Statuses a resubmit (relist) applies to (spec §4 "Resubmit listing"; decision 201). */
export const RELISTABLE_STATUSES: readonly DomainListingStatus[] = ['COMPLIANCE_REVIEW', 'INACTIVE']

type RelistOutcome = { status: DomainListingStatus; reviewReasons: ReviewReason[] }

/**
 * Where a relisted domain goes (decision 201). Both kinds pass the intake's name screening
 * again. A domain that was not listed is then listed, or goes to review with what was found.
 * A domain resubmitted from review is listed when the screening finds nothing now (a
 * registration-data flag, checked again after); when it still finds a term, it waits for a
 * person's review in PENDING_SYNC.
 */
function relistOutcome(row: DomainRow, screenName: ScreenName | undefined): RelistOutcome {
  if (!screenName) return { status: 'PENDING_SYNC', reviewReasons: [] }
  const reasons = screenName(row.name)
  if (reasons.length === 0) return { status: 'ACTIVE', reviewReasons: [] }
  return row.status === 'INACTIVE'
    ? { status: 'COMPLIANCE_REVIEW', reviewReasons: reasons }
    : { status: 'PENDING_SYNC', reviewReasons: [] }
}

/**
 * Resubmits listings for review (spec §4 "Resubmit listing"; decision 201): relistable rows
 * move by `relistOutcome`, each change is written to the history, the landers are told, and
 * the domains now listed get their registration check again.
 */
export async function relistDomains(
  deps: {
    db: Db
    listingChanges?: ListingChanges | undefined
    screenName?: ScreenName | undefined
    recheckRegistration?: ((domainIds: string[]) => Promise<void>) | undefined
  },
  user: UserRow,
  names: string[],
): Promise<RelistResult> {
  const result = await deps.db.transaction(async (tx) => {
    const rows = await lockSellerDomains(tx, user.id, names)
    const found = new Set(rows.map((r) => r.name))
    const relistable = rows.filter((r) => RELISTABLE_STATUSES.includes(r.status))
    const outcomes = relistable.map((r) => ({ row: r, ...relistOutcome(r, deps.screenName) }))
    // One statement per distinct outcome: a request names a handful of domains.
    const byOutcome = Map.groupBy(outcomes, (o) => `${o.status}:${o.reviewReasons.join(',')}`)
    for (const group of byOutcome.values()) {
      const { status, reviewReasons } = group[0]!
      await setDomainsStatus(
        tx,
        group.map((o) => o.row.id),
        { status, reviewReasons },
      )
    }
    if (outcomes.length > 0) {
      await insertHistory(
        tx,
        outcomes.map((o) => ({
          domainId: o.row.id,
          sellerId: user.id,
          actorId: user.id,
          source: 'relist' as DomainHistorySource,
          changes: [{ field: 'status', from: o.row.status, to: o.status }],
        })),
      )
    }
    return {
      listedIds: outcomes.filter((o) => o.status === 'ACTIVE').map((o) => o.row.id),
      answer: {
        relisted: relistable.map((r) => r.name).sort(),
        refused: rows
          .filter((r) => !RELISTABLE_STATUSES.includes(r.status))
          .map((r) => ({ domainName: r.name, status: r.status })),
        missing: names.filter((n) => !found.has(n.toLowerCase())),
      },
    }
  })
  deps.listingChanges?.changed(result.answer.relisted)
  await deps.recheckRegistration?.(result.listedIds)
  return result.answer
}
