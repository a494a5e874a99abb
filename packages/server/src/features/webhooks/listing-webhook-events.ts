import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { ChangedListings, ListingChanges } from '../../db/listing-changes.ts'
import { publishSellerEvent } from '../../db/webhook-outbox.ts'
import { findSellersOfDomains } from './webhooks.repository.ts'

/** Names per event: a bulk edit of thousands of listings is a few events, not thousands. */
const NAMES_PER_EVENT = 500

/**
 * `listing.changed` (issue 24): every writer of a listing (price, status, lander, bulk edits,
 * reprices, sales) already signals db/listing-changes.ts after its commit; this listens there
 * and tells each seller's endpoints which of their names changed. A signal without names
 * ("anything may have changed") names no seller and is not published.
 */
export function publishListingChanges(deps: {
  db: Db
  listingChanges: ListingChanges
  log: FastifyBaseLogger
}): () => void {
  async function publish(names: readonly string[]) {
    const rows = await findSellersOfDomains(deps.db, names)
    const bySeller = new Map<string, string[]>()
    for (const row of rows)
      bySeller.set(row.sellerId, [...(bySeller.get(row.sellerId) ?? []), row.name])
    for (const [sellerId, owned] of bySeller) {
      for (let i = 0; i < owned.length; i += NAMES_PER_EVENT) {
        await publishSellerEvent(deps.db, 'listing.changed', sellerId, {
          domainNames: owned.slice(i, i + NAMES_PER_EVENT),
        })
      }
    }
  }
  return deps.listingChanges.subscribe((names: ChangedListings) => {
    if (names === null || names.length === 0) return
    publish(names).catch((err: unknown) =>
      deps.log.warn({ err }, 'listing.changed webhook not published'),
    )
  })
}
