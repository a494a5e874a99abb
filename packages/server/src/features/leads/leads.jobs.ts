import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import type { LeadNotifier } from './lead-notifier.ts'
import { expireOffers } from './offer-expiry.ts'
import { sweepPaymentWindows } from './sweep-payment-windows.ts'

export const EXPIRE_OFFERS_QUEUE = 'leads.expireOffers'
/** Payment reminders and unpaid agreements (decisions 962, 963), on the same minute tick. */
export const PAYMENT_WINDOWS_QUEUE = 'leads.sweepPaymentWindows'
/** How often expired offers are closed (decision 402): an offer ends within a minute of its expiry. */
export const EXPIRE_OFFERS_INTERVAL_MS = 60_000

/**
 * Offer expiry as a durable job (DESIGN.md §6): every minute one run is queued across all
 * processes (decision 1292), and `expireOffers` locks the leads it closes (SKIP LOCKED), so two
 * processes never close an offer twice.
 */
export function registerLeadsJobs(deps: {
  jobs: Jobs
  db: Db
  notifier: LeadNotifier
  listingChanges?: ListingChanges
}): void {
  deps.jobs.register(EXPIRE_OFFERS_QUEUE, async () => ({
    closed: await expireOffers(deps.db, new Date(), deps.notifier),
  }))
  deps.jobs.register(PAYMENT_WINDOWS_QUEUE, async () =>
    sweepPaymentWindows(deps.db, new Date(), deps.notifier, deps.listingChanges),
  )
  for (const queue of [EXPIRE_OFFERS_QUEUE, PAYMENT_WINDOWS_QUEUE]) {
    deps.jobs.every(queue, { everyMs: EXPIRE_OFFERS_INTERVAL_MS })
  }
}
