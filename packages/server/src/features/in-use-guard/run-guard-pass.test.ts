import type { SiteSighting } from '@namefolio/core/in-use-guard/site-judgement'
import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { domainInUseChecks } from '../../db/schema/in-use-guard.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { listedDomain } from '../../test/listed-domain.ts'
import type { InUseGuardDeps } from './in-use-guard-deps.ts'
import { runGuardPass } from './run-guard-pass.ts'
import type { SiteProbe } from './site-probe.ts'

// Issue 24: the job checks listed domains "respecting limits" (decision 1142): a pass looks at
// no more than `perRun` domains and no more than `concurrency` at once, and the stored cursor
// carries the walk over passes so every listed domain is reached without one long loop.

const t = testAppForFile({ BACKGROUND_JOBS: 'false' })
const NOTHING: SiteSighting = { addresses: [], cnames: [], http: null }

/** A probe that holds every look until the pass has started all it will run at once. */
function countingProbe() {
  const seen: string[] = []
  let inFlight = 0
  let maxInFlight = 0
  const probe: SiteProbe = async (name) => {
    seen.push(name)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    // Yield to the other workers before answering, so overlapping looks overlap.
    await new Promise((resolve) => setImmediate(resolve))
    inFlight--
    return NOTHING
  }
  return { probe, seen, maxInFlight: () => maxInFlight }
}

function depsWith(probe: SiteProbe, limits: InUseGuardDeps['limits']): InUseGuardDeps {
  return {
    db: t.db,
    probe,
    own: { addresses: ['192.0.2.80'], hosts: ['parking.namefolio.test'] },
    limits,
    mailer: null,
    publicUrl: 'http://localhost:3000',
    now: () => new Date(),
    listingChanged: () => {},
  }
}

// On a shared PostgreSQL test database the walks also cover every other file's listed domains,
// hence limits a little larger than the 7 names here and a generous bound on the test.
describe('a guard pass respects its limits (issue 24, decision 1142)', { timeout: 180_000 }, () => {
  it('looks at most perRun domains a pass, concurrency at once, and covers all over passes', async () => {
    const seller = await t.factories.seller()
    const mine = await Promise.all(
      Array.from({ length: 7 }, (_, i) => listedDomain(t, seller.id, `limits${i}`)),
    )
    const counter = countingProbe()
    const deps = depsWith(counter.probe, { perRun: 40, concurrency: 4, recheckMs: 3_600_000 })
    const perPass: number[] = []
    let wraps = 0
    // Two full walks: the first looks at every due domain once, the second finds none due.
    for (let pass = 0; wraps < 2 && pass < 10_000; pass++) {
      const before = counter.seen.length
      const result = await runGuardPass(deps, new AbortController().signal)
      perPass.push(counter.seen.length - before)
      expect(result.checked).toBe(counter.seen.length - before)
      if (result.wrapped) wraps++
    }
    expect(Math.max(...perPass)).toBeLessThanOrEqual(40)
    expect(counter.maxInFlight()).toBe(4)
    // Every one of them was looked at exactly once: by this walk (or, on a shared PostgreSQL
    // database, by another file's pass that claimed the batch first; never by both).
    for (const domain of mine) {
      expect(counter.seen.filter((name) => name === domain.name).length).toBeLessThanOrEqual(1)
    }
    const checked = await t.db
      .select({ id: domainInUseChecks.domainId })
      .from(domainInUseChecks)
      .where(
        inArray(
          domainInUseChecks.domainId,
          mine.map((d) => d.id),
        ),
      )
    expect(checked).toHaveLength(mine.length)
  })

  it('stops taking domains once the job is cancelled', async () => {
    const seller = await t.factories.seller()
    await Promise.all(Array.from({ length: 3 }, (_, i) => listedDomain(t, seller.id, `stop${i}`)))
    const counter = countingProbe()
    const cancelled = new AbortController()
    cancelled.abort()
    const deps = depsWith(counter.probe, { perRun: 50, concurrency: 4, recheckMs: 3_600_000 })
    expect(await runGuardPass(deps, cancelled.signal)).toMatchObject({ checked: 0 })
    expect(counter.seen).toEqual([])
  })
})
