import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Db } from './client.ts'
import type { ChangedListings, ListingChanges } from './listing-changes.ts'
import { rowsOf } from './rows-of.ts'
import { parseWalPosition, type WalPosition } from './wal-position.ts'
import { replicaFailureOf } from './replica-failure.ts'

/** What a read must see, which decides whether the replica may answer it. */
export type ReadNeeds = {
  /** The reader's own last write (the read-your-writes cookie): the replica must have it. */
  afterPosition?: WalPosition | null
  /** The listings read: one whose change the replica has not replayed is read on the primary. */
  names?: readonly string[]
  /** The data as it is now (an action about to change it): the primary. */
  fresh?: boolean
}

/** Runs a read on the database chosen for it. */
export type RoutedRead = <T>(query: (db: Db) => Promise<T>) => Promise<T>

export type ReadRouting = {
  hasReplica: boolean
  /**
   * Runs `query` on the replica when it has replayed what `needs` asks for, else on the primary.
   * A replica that fails answers from the primary (decision 1303).
   */
  read: <T>(needs: ReadNeeds, query: (db: Db) => Promise<T>) => Promise<T>
  /** The primary's WAL position now: after a write, a position that includes it. */
  primaryPosition: () => Promise<string>
  close: () => void
}

/** How long a read of the replica's replay position is reused. It can only be behind. */
const POSITION_TTL_MS = 100
/** How long reads go to the primary after the replica failed, before it is tried again. */
const RETRY_REPLICA_AFTER_MS = 2000
/** Changed names remembered one by one; more at once pin every listing (a bulk edit). */
const MAX_PINNED_NAMES = 10_000

/**
 * Read routing for a streaming replica (issue 23, decisions 1300–1303). Public, lag-tolerant
 * reads run on the replica unless the reader has written something the replica has not
 * replayed yet (read-your-writes), or they read a listing changed since then: a sold domain is
 * never cached again from a replica that still has it for sale. Without a replica every read
 * runs on the primary, as before, with no extra statement.
 */
export function createReadRouting(deps: {
  database: Database
  listingChanges: ListingChanges
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
}): ReadRouting {
  const primary = deps.database.db
  const replica = deps.database.replica
  const primaryPosition = async () => {
    const result = await primary.execute(sql`select pg_current_wal_lsn()::text as lsn`)
    return rowsOf<{ lsn: string }>(result)[0]!.lsn
  }
  if (!replica) {
    return {
      hasReplica: false,
      read: (_needs, query) => query(primary),
      primaryPosition,
      close: () => undefined,
    }
  }

  const health = createReplicaHealth(deps.log)
  const replayed = createReplayPosition(replica, health)
  const pins = createChangedListingPins(primaryPosition)
  const unsubscribe = deps.listingChanges.subscribe(pins.changed)

  /** The position the replica must have replayed for `needs`; 'now' when only the primary has it. */
  function requiredPosition(needs: ReadNeeds): WalPosition | 'now' | null {
    if (needs.fresh) return 'now'
    const pinned = needs.names ? pins.requiredFor(needs.names) : null
    if (pinned === 'now') return 'now'
    const own = needs.afterPosition ?? null
    if (own === null) return pinned
    return pinned === null || own > pinned ? own : pinned
  }

  async function chooseReplica(needs: ReadNeeds): Promise<boolean> {
    if (!health.isUsable()) return false
    const required = requiredPosition(needs)
    if (required === null) return true
    if (required === 'now') return false
    const position = await replayed.atLeast(required)
    if (position === null) return false
    pins.forgetReplayed(position)
    return position >= required
  }

  return {
    hasReplica: true,
    async read(needs, query) {
      if (!(await chooseReplica(needs))) return query(primary)
      try {
        const answer = await query(replica)
        health.succeeded()
        return answer
      } catch (error) {
        const failure = replicaFailureOf(error)
        if (failure === null) throw error
        if (failure === 'down') health.failed(error)
        return query(primary)
      }
    },
    primaryPosition,
    close: unsubscribe,
  }
}

/**
 * Whether the replica may be used: after a failure it is left alone for a while, then one read
 * tries it again (the others stay on the primary meanwhile, instead of all waiting on a replica
 * that may not answer). One warning per outage, one note when it answers again.
 */
function createReplicaHealth(log: Pick<FastifyBaseLogger, 'warn' | 'info'>) {
  let outage: { retryAt: number } | null = null
  return {
    isUsable(): boolean {
      if (outage === null) return true
      const now = Date.now()
      if (now < outage.retryAt) return false
      outage.retryAt = now + RETRY_REPLICA_AFTER_MS
      return true
    },
    succeeded() {
      if (!outage) return
      outage = null
      log.info('read replica answers again: public reads go to it')
    },
    failed(error: unknown) {
      if (!outage) {
        log.warn({ err: error }, 'read replica failed: reading from the primary until it answers')
      }
      outage = { retryAt: Date.now() + RETRY_REPLICA_AFTER_MS }
    },
  }
}

/**
 * The replica's replay position, read at most every POSITION_TTL_MS by one statement that
 * concurrent reads share. Replay only moves forward, so a reused value is safe: it can only make
 * a read go to the primary that the replica could have answered. A replica URL that names a
 * primary (no recovery) has everything: its own current position.
 */
function createReplayPosition(replica: Db, health: ReturnType<typeof createReplicaHealth>) {
  let known: { position: WalPosition; at: number } | null = null
  let reading: Promise<WalPosition | null> | null = null

  async function readPosition(): Promise<WalPosition | null> {
    try {
      const result = await replica.execute(sql`select (case when pg_is_in_recovery()
        then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as lsn`)
      const position = parseWalPosition(rowsOf<{ lsn: string | null }>(result)[0]?.lsn ?? '0/0')
      known = { position: position ?? 0n, at: Date.now() }
      health.succeeded()
      return known.position
    } catch (error) {
      if (replicaFailureOf(error) === null) throw error
      health.failed(error)
      return null
    }
  }

  return {
    /** The replay position, read again when the one known is short of `wanted` and old. */
    async atLeast(wanted: WalPosition): Promise<WalPosition | null> {
      if (known && (known.position >= wanted || Date.now() - known.at < POSITION_TTL_MS)) {
        return known.position
      }
      reading ??= readPosition().finally(() => (reading = null))
      return reading
    },
  }
}

/**
 * Listings changed (by this process or, through listingChanges, another) are read on the
 * primary until the replica has replayed the primary's position taken after the change was
 * seen. Until that position is known the names are read on the primary. Each change gets a
 * number, so a name changed again while a position is being taken waits for the next one.
 */
function createChangedListingPins(primaryPosition: () => Promise<string>) {
  const pinned = new Map<string, WalPosition>()
  let everyListing: WalPosition | null = null
  /** Names (and "every listing", under ALL) changed whose position is not known yet. */
  const waiting = new Map<string, number>()
  let changes = 0
  let taking = false
  let forgottenUpTo: WalPosition = -1n

  function pin(name: string, position: WalPosition): void {
    if (name === ALL) {
      everyListing = position
      return
    }
    pinned.set(name, position)
    if (pinned.size > MAX_PINNED_NAMES) {
      everyListing = position
      pinned.clear()
    }
  }

  async function takePositions(): Promise<void> {
    taking = true
    try {
      while (waiting.size > 0) {
        const seen = new Map(waiting)
        let text: string
        try {
          text = await primaryPosition()
        } catch {
          // The primary did not answer: the names stay on the primary; ask again later.
          await new Promise((resolve) => setTimeout(resolve, RETRY_REPLICA_AFTER_MS).unref())
          continue
        }
        const position = parseWalPosition(text) ?? 0n
        for (const [name, change] of seen) {
          if (waiting.get(name) !== change) continue
          waiting.delete(name)
          pin(name, position)
        }
      }
    } finally {
      taking = false
    }
  }

  return {
    changed(names: ChangedListings): void {
      changes += 1
      for (const name of names ?? [ALL]) waiting.set(name.toLowerCase(), changes)
      if (!taking) void takePositions()
    },
    /** The position the replica must have for these names; 'now' while one is still waiting. */
    requiredFor(names: readonly string[]): WalPosition | 'now' | null {
      if (waiting.has(ALL)) return 'now'
      let required = everyListing
      if (pinned.size === 0 && waiting.size === 0) return required
      for (const name of names) {
        if (waiting.has(name)) return 'now'
        const position = pinned.get(name)
        if (position !== undefined && (required === null || position > required)) {
          required = position
        }
      }
      return required
    },
    forgetReplayed(replayed: WalPosition): void {
      if (replayed <= forgottenUpTo) return
      forgottenUpTo = replayed
      if (everyListing !== null && everyListing <= replayed) everyListing = null
      for (const [name, position] of pinned) if (position <= replayed) pinned.delete(name)
    },
  }
}

/** The key of "any listing may have changed" among the names (no domain name has a space). */
const ALL = ' every listing'
