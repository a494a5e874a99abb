import type { ListingChanges } from '../../db/listing-changes.ts'
import { buildLanderModel, type LanderDomain, type LanderLookup } from './lander-model.ts'
import { createExpiringMap } from './expiring-map.ts'

/** Names per statement: enough for every request of a busy moment, small for the planner. */
const MAX_NAMES_PER_READ = 200
/** Listings kept at most (a million listed names must not fill memory). */
const MAX_CACHED = 20_000

export type LanderLookupsOptions = {
  /**
   * Reads the listings of the names that exist, in one statement (lander.repository.ts).
   * `fresh`: a name of the batch was asked for as it is now (read routing sends it to the
   * primary, decision 1302).
   */
  readListings: (names: string[], fresh: boolean) => Promise<LanderDomain[]>
  /** How long a looked-up listing is reused (ms). */
  ttlMs: number
  /** Seller edits: a changed listing is looked up afresh on its next request. */
  listingChanges?: ListingChanges
  /** Told whether each cached lookup was answered from the cache (metrics, decision 1295). */
  onCacheLookup?: (result: 'hit' | 'miss') => void
}

/**
 * Listings for landers, cached for `ttlMs` and read in batches (decision 1180): the names
 * asked for while the event loop handles one round of requests go to the database together,
 * in one statement, instead of one statement (and one pooled connection) each. A name asked
 * again while its read is under way shares that read.
 */
export function createLanderLookups(options: LanderLookupsOptions) {
  const cache = createExpiringMap<LanderLookup | null>({
    ttlMs: options.ttlMs,
    maxEntries: MAX_CACHED,
  })
  const reading = new Map<string, Promise<LanderLookup | null>>()
  let queued = new Map<string, PromiseWithResolvers<LanderLookup | null>>()
  let queuedFresh = new Set<string>()

  options.listingChanges?.subscribe((names) => {
    if (names === null) cache.clear()
    else for (const name of names) cache.delete(name.toLowerCase())
  })

  async function readQueued(): Promise<void> {
    const batch = queued
    const fresh = queuedFresh
    queued = new Map()
    queuedFresh = new Set()
    const names = [...batch.keys()]
    for (let start = 0; start < names.length; start += MAX_NAMES_PER_READ) {
      const part = names.slice(start, start + MAX_NAMES_PER_READ)
      try {
        const rows = await options.readListings(
          part,
          part.some((name) => fresh.has(name)),
        )
        settle(batch, part, rows)
      } catch (error) {
        for (const name of part) batch.get(name)!.reject(error)
      }
    }
  }

  function settle(
    batch: Map<string, PromiseWithResolvers<LanderLookup | null>>,
    names: string[],
    rows: LanderDomain[],
  ) {
    const byName = new Map(rows.map((row) => [row.name, row]))
    const now = Date.now()
    for (const name of names) {
      const row = byName.get(name)
      const value = row ? buildLanderModel(row) : null
      cache.set(name, value, now)
      batch.get(name)!.resolve(value)
    }
  }

  function read(name: string, fresh: boolean): Promise<LanderLookup | null> {
    // A read not sent yet is as fresh as a new one; one under way may predate a change.
    if (fresh) queuedFresh.add(name)
    const notSent = queued.get(name)
    if (notSent) return notSent.promise
    const underWay = fresh ? undefined : reading.get(name)
    if (underWay) return underWay
    if (queued.size === 0) setImmediate(() => void readQueued())
    const waiter = Promise.withResolvers<LanderLookup | null>()
    queued.set(name, waiter)
    reading.set(name, waiter.promise)
    const forget = () => {
      if (reading.get(name) === waiter.promise) reading.delete(name)
    }
    waiter.promise.then(forget, forget)
    return waiter.promise
  }

  return {
    /**
     * The listing of `name` (a normalized ASCII name), or null when there is none. `fresh`
     * skips the cache (actions that change something read the listing as it is now).
     */
    lookUp(name: string, fresh = false): Promise<LanderLookup | null> {
      if (fresh) return read(name, true)
      const cached = cache.get(name)
      options.onCacheLookup?.(cached === undefined ? 'miss' : 'hit')
      if (cached !== undefined) return Promise.resolve(cached)
      return read(name, false)
    },
  }
}

export type LanderLookups = ReturnType<typeof createLanderLookups>
