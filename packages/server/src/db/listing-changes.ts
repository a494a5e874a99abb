/** Domain names whose listing changed, or `null` for "any listing may have changed". */
export type ChangedListings = readonly string[] | null

/**
 * An in-process signal that listings were written, so caches of public pages (the landers'
 * 2-second lookup cache) drop them at once instead of serving the old listing until it
 * expires (decision 850). Writers call `changed` after their transaction commits. Other server
 * processes are not told: there the cache's short expiry still bounds how stale a page is.
 */
export function createListingChanges() {
  const listeners = new Set<(names: ChangedListings) => void>()
  return {
    subscribe(listener: (names: ChangedListings) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    changed(names: ChangedListings): void {
      for (const listener of listeners) listener(names)
    },
  }
}

export type ListingChanges = ReturnType<typeof createListingChanges>
