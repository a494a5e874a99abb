import type { ChangeNotifications } from './change-notifications.ts'

/** Domain names whose listing changed, or `null` for "any listing may have changed". */
export type ChangedListings = readonly string[] | null

/** The channel other server processes hear listing changes on (decision 1291). */
export const LISTING_CHANGES_CHANNEL = 'namefolio_listing_changes'
/** NOTIFY carries at most 8,000 bytes: a longer list goes out as "any listing" instead. */
const MAX_NAMES_BYTES = 7000

/**
 * A signal that listings were written, so caches of public pages (the landers' 2-second
 * lookup cache) drop them at once instead of serving the old listing until it expires
 * (decision 850). Writers call `changed` after their transaction commits. In-process listeners
 * are called at once; with `notifications` (PostgreSQL) every other server process hears it
 * too, and after its listening connection was lost a process treats everything as changed
 * (decision 1291).
 */
export function createListingChanges(options: { notifications?: ChangeNotifications } = {}) {
  const listeners = new Set<(names: ChangedListings) => void>()
  const tell = (names: ChangedListings) => {
    for (const listener of listeners) listener(names)
  }
  const { notifications } = options
  notifications?.listen(LISTING_CHANGES_CHANNEL, (payload) =>
    tell(Array.isArray(payload) ? (payload as string[]) : null),
  )
  notifications?.onReconnect(() => tell(null))
  return {
    subscribe(listener: (names: ChangedListings) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    changed(names: ChangedListings): void {
      tell(names)
      if (!notifications) return
      const fits = names !== null && Buffer.byteLength(JSON.stringify(names)) <= MAX_NAMES_BYTES
      // If this is lost (logged), the other processes' cache expiry still bounds staleness.
      void notifications.notify(LISTING_CHANGES_CHANNEL, fits ? names : null)
    },
  }
}

export type ListingChanges = ReturnType<typeof createListingChanges>
