import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db/client.ts'
import { hitRateWindow } from '../auth/rate-counter.ts'

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1]
/** What the plugin hands `child`: the merged limit, with the route it is on (empty for `createRateLimit`). */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } }

/**
 * @fastify/rate-limit's store over the `rate_counters` table (decision 1290), so every server
 * process counts into the same windows: wrong passwords sent to two processes are refused at
 * their combined count. Each route's limit counts apart (its method and URL prefix the key, as
 * the Redis store does); limits made with `createRateLimit` name themselves in their keys.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  readonly #db: Db
  readonly #prefix: string

  constructor(db: Db, prefix: string) {
    this.#db = db
    this.#prefix = prefix
  }

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    hitRateWindow(this.#db, { key: `${this.#prefix}${key}`, windowMs: timeWindow }).then(
      ({ count, resetsAt }) =>
        callback(null, { current: count, ttl: Math.max(0, resetsAt.getTime() - Date.now()) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    )
  }

  child(options: unknown): FastifyRateLimitStore {
    const route = (options as ChildOptions).routeInfo ?? {}
    const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '')
    return new DatabaseRateLimitStore(this.#db, `${this.#prefix}${method}${route.url ?? ''}:`)
  }
}

/**
 * The store's constructor as the plugin's `store` option wants it. `namespace` keeps apps'
 * counters apart that share a database but must not share limits (test apps on the suite's
 * one PostgreSQL database); every process of one deployment uses the same (the empty one).
 */
export function databaseRateLimitStore(db: Db, namespace = ''): FastifyRateLimitStoreCtor {
  const prefix = `rl:${namespace}:`
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, prefix)
    }
  }
}
