import {
  judgeSite,
  type SiteSighting,
  type SiteVerdict,
} from '@namefolio/core/in-use-guard/site-judgement'
import type { InUseGuardDeps } from './in-use-guard-deps.ts'
import { recordCheck, type GuardedDomain } from './in-use-guard.repository.ts'
import { notifySellerOfPause } from './notify-seller.ts'

/** What the seller is shown of a sighting: the address that answered and how. */
function evidenceOf(seen: SiteSighting): string | null {
  const address = seen.addresses[0]
  if (address === undefined) return null
  return seen.http ? `${address} answered HTTP ${seen.http.status}` : `${address} did not answer`
}

/**
 * Looks at one listed domain, stores the verdict and, when this look is the one that paused
 * buy-now, tells the seller (issue 24, decision 1141).
 */
export async function checkDomain(
  deps: InUseGuardDeps,
  domain: GuardedDomain,
  signal: AbortSignal,
): Promise<{ verdict: SiteVerdict; paused: boolean }> {
  const seen = await deps.probe(domain.name, signal)
  const verdict = judgeSite(seen, deps.own)
  const checkedAt = deps.now()
  const evidence = evidenceOf(seen)
  const paused = await recordCheck(deps.db, {
    domain,
    verdict,
    evidence,
    checkedAt,
    nextCheckAt: new Date(checkedAt.getTime() + deps.limits.recheckMs),
  })
  if (paused) {
    deps.listingChanged(domain.name)
    await notifySellerOfPause(deps, {
      sellerId: domain.sellerId,
      domainName: domain.name,
      evidence,
      detectedAt: checkedAt,
    })
  }
  return { verdict, paused }
}
