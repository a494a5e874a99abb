import type { InUseRunResult } from '@namefolio/core/in-use-guard/in-use-guard.contract'
import { checkDomain } from './check-domain.ts'
import type { InUseGuardDeps } from './in-use-guard-deps.ts'
import { claimNextBatch, type GuardedDomain } from './in-use-guard.repository.ts'

/** A domain is due once its recheck time has come; a paused one waits for its seller. */
function isDue(domain: GuardedDomain, now: Date): boolean {
  return domain.pausedAt === null && (domain.nextCheckAt === null || domain.nextCheckAt <= now)
}

/**
 * One pass of the guard (decision 1142): the next `perRun` listed domains after the stored
 * cursor, of which the due ones are looked at, `concurrency` at a time. A pass never walks the
 * whole portfolio; the cursor carries the walk over passes, so a million names are covered in
 * turn. Stops early (between domains) when `signal` aborts.
 */
export async function runGuardPass(
  deps: InUseGuardDeps,
  signal: AbortSignal,
): Promise<InUseRunResult> {
  if (signal.aborted) return { checked: 0, paused: 0, wrapped: false }
  const now = deps.now()
  const claimed = await claimNextBatch(deps.db, deps.limits.perRun)
  const batch = claimed.rows.filter((d) => isDue(d, now))
  let next = 0
  let checked = 0
  let paused = 0
  async function worker(): Promise<void> {
    while (!signal.aborted) {
      const domain = batch[next++]
      if (!domain) return
      const outcome = await checkDomain(deps, domain, signal)
      checked++
      if (outcome.paused) paused++
    }
  }
  const workers = Math.min(deps.limits.concurrency, batch.length)
  await Promise.all(Array.from({ length: workers }, worker))
  return { checked, paused, wrapped: claimed.reachedEnd }
}
