import { and, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { featureFlags, type FeatureFlagRow } from '../../db/schema/feature-flags.ts'

/** The flags that apply to one cohort: the general rows and that cohort's overrides. */
export function listFeatureFlagsForCohort(
  db: Db,
  cohortId: string | null,
): Promise<FeatureFlagRow[]> {
  const general = isNull(featureFlags.cohortId)
  return db
    .select()
    .from(featureFlags)
    .where(cohortId ? or(general, and(eq(featureFlags.cohortId, cohortId))) : general)
}
