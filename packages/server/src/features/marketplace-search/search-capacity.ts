import { AppError } from '../../http/app-error.ts'
import type { DatabaseKind } from '../../db/client.ts'

/** What a refused search tells the client to wait before trying again (`Retry-After`). */
export const SEARCH_RETRY_AFTER_SECONDS = 2

export type SearchCapacityLimits = { maxConcurrent: number; maxQueued: number }

/**
 * Searches one process runs at once, by database (decision 920). PGlite runs every statement of
 * the process on the one thread Node has: two searches in flight keep the queue in front of a
 * lander or a health check short. PostgreSQL runs them on its own cores over a pool of 10
 * connections: six leave four for everything else.
 */
export function searchCapacityLimitsFor(
  kind: DatabaseKind,
  configured: { maxConcurrent: number | null; maxQueued: number | null },
): SearchCapacityLimits {
  const maxConcurrent = configured.maxConcurrent ?? (kind === 'pglite' ? 2 : 6)
  return { maxConcurrent, maxQueued: configured.maxQueued ?? maxConcurrent * 2 }
}

export type SearchCapacity = {
  /**
   * Runs `work` in a free slot. When every slot is taken it waits in line (first come, first
   * served) while the line has room, and is refused with SERVICE_BUSY (503, Retry-After)
   * otherwise: a burst is smoothed, a flood is turned away before it reaches the database.
   */
  run<T>(work: () => Promise<T>): Promise<T>
}

export function createSearchCapacity(limits: SearchCapacityLimits): SearchCapacity {
  let inFlight = 0
  const waiting: (() => void)[] = []

  async function acquire(): Promise<void> {
    if (inFlight < limits.maxConcurrent) {
      inFlight++
      return
    }
    if (waiting.length >= limits.maxQueued) {
      throw new AppError('SERVICE_BUSY', 'Search is busy right now. Try again in a moment.', {
        retryAfterSeconds: SEARCH_RETRY_AFTER_SECONDS,
      })
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }

  function release(): void {
    const next = waiting.shift()
    // The slot passes straight to the first in line, so nobody can overtake it.
    if (next) next()
    else inFlight--
  }

  return {
    async run(work) {
      await acquire()
      try {
        return await work()
      } finally {
        release()
      }
    },
  }
}
