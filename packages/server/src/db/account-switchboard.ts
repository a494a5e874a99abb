import { eq } from 'drizzle-orm'
import type { PublicConfig } from '@namefolio/core/config/public-config.contract'
import {
  evaluateSwitchboard,
  isInPercentageRollout,
} from '@namefolio/core/switchboard/switchboard-evaluation'
import type { Db } from './client.ts'
import { cohortMembers, cohorts } from './schema/cohorts.ts'
import { featureFlags } from './schema/feature-flags.ts'

/** The cohorts an account is in: the named sets that list it and the rollouts that draw it. */
export async function listCohortIdsOf(db: Db, accountId: string): Promise<Set<string>> {
  const [named, rollouts] = await Promise.all([
    db
      .select({ id: cohortMembers.cohortId })
      .from(cohortMembers)
      .where(eq(cohortMembers.userId, accountId)),
    db
      .select({ id: cohorts.id, percent: cohorts.percent })
      .from(cohorts)
      .where(eq(cohorts.kind, 'percentage')),
  ])
  const ids = new Set(named.map((r) => r.id))
  for (const r of rollouts) {
    if (isInPercentageRollout(r.id, accountId, r.percent ?? 0)) ids.add(r.id)
  }
  return ids
}

/**
 * The switchboard evaluated on the server for one account, or for a visitor (null: general
 * rows only). Spec §6, decision 1325: the public config ships it; every gate reads it.
 */
export async function readSwitchboardFor(
  db: Db,
  accountId: string | null,
): Promise<PublicConfig['switchboard']> {
  const [rows, memberOf] = await Promise.all([
    db
      .select({ key: featureFlags.key, cohortId: featureFlags.cohortId, state: featureFlags.state })
      .from(featureFlags),
    accountId ? listCohortIdsOf(db, accountId) : Promise.resolve(new Set<string>()),
  ])
  return evaluateSwitchboard(rows, memberOf)
}
