import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import type { NewPublicEvent } from '../../db/schema/public-events.ts'
import {
  isBotUserAgent,
  visitorKeyOf,
  type EventRecorder,
  type PublicEventInput,
  type Visitor,
} from '../../public/public-event.ts'
import { insertPublicEvents, rollUpStatistics } from './statistics.repository.ts'

export type StatisticsOptions = {
  db: Db
  /** Events per visitor and domain per minute above which the rest are not counted. */
  maxEventsPerVisitorDomainMinute?: number
  /** Events per visitor per minute (any domain) above which the rest are not counted. */
  maxEventsPerVisitorMinute?: number
  /** Search impressions per visitor per minute (a bulk search shows up to 5,000 results). */
  maxSearchImpressionsPerVisitorMinute?: number
  /** Write the buffer at least this often (ms) or when it holds `batchSize` events. */
  flushIntervalMs?: number
  batchSize?: number
  /** Salt of the visitor hash; rotate to forget visitors (decision 504). */
  visitorSalt?: string
  log?: { error: (object: object, message: string) => void }
}

/**
 * The event recorder of the public pages: bot traffic is filtered by user agent and by
 * rate (per visitor and domain, and per visitor), then events are buffered and written in
 * batches so that a page view never waits for an insert (decision 504).
 */
export function createStatistics(options: StatisticsOptions) {
  const perDomain = options.maxEventsPerVisitorDomainMinute ?? 20
  const perVisitor = options.maxEventsPerVisitorMinute ?? 120
  const perVisitorSearch = options.maxSearchImpressionsPerVisitorMinute ?? 6000
  const batchSize = options.batchSize ?? 500
  const salt = options.visitorSalt ?? randomBytes(16).toString('hex')
  let buffer: NewPublicEvent[] = []
  let counts = new Map<string, number>()
  let windowStartedAt = Date.now()
  let pending: Promise<void> = Promise.resolve()

  function isWithinRate(key: string, domainKey: string, isSearch: boolean): boolean {
    const now = Date.now()
    if (now - windowStartedAt >= 60_000) {
      counts = new Map()
      windowStartedAt = now
    }
    const visitorCount = (counts.get(key) ?? 0) + 1
    const domainCount = (counts.get(domainKey) ?? 0) + 1
    counts.set(key, visitorCount)
    counts.set(domainKey, domainCount)
    // A results page shows many domains at once: searches have their own, larger budget.
    return isSearch
      ? visitorCount <= perVisitorSearch && domainCount <= perDomain
      : visitorCount <= perVisitor && domainCount <= perDomain
  }

  function flush(): Promise<void> {
    if (buffer.length === 0) return pending
    const batch = buffer
    buffer = []
    pending = pending
      .then(() => insertPublicEvents(options.db, batch))
      .catch((err: unknown) => options.log?.error({ err }, 'public events were not recorded'))
    return pending
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1000)
  timer.unref()

  const recorder: EventRecorder = {
    record(event: PublicEventInput, visitor: Visitor) {
      if (isBotUserAgent(visitor.userAgent)) return
      const visitorKey = event.visitorKey || visitorKeyOf(visitor, salt)
      const isSearch = event.kind === 'search_impression'
      const domainKey = `${visitorKey}|${event.domainId}|${event.kind}`
      if (!isWithinRate(`${visitorKey}|${isSearch ? 's' : 'p'}`, domainKey, isSearch)) return
      buffer.push({
        sellerId: event.sellerId,
        domainId: event.domainId,
        kind: event.kind,
        visitorKey,
        amountMicros: event.amountMicros ?? null,
        detail: event.detail ?? null,
        occurredAt: event.occurredAt ?? new Date(),
      })
      if (buffer.length >= batchSize) void flush()
    },
    flush,
  }

  return {
    recorder,
    visitorKey: (visitor: Visitor) => visitorKeyOf(visitor, salt),
    rollUp: (now?: Date) => rollUpStatistics(options.db, now),
    async close() {
      clearInterval(timer)
      await flush()
    },
  }
}

export type Statistics = ReturnType<typeof createStatistics>
