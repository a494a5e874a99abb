import { evaluateFeatureFlag, type FeatureFlag } from '@namefolio/core/config/feature-flag'
import { FEATURE_OFF_ERROR } from '@namefolio/core/switchboard/switchboard.contract'
import { readSwitchboardFor } from '../db/account-switchboard.ts'
import type { Db } from '../db/client.ts'
import { AppError } from './app-error.ts'

/** Whether a §6 switch is on for this account (its cohorts' rows, else the general one). */
export async function isFeatureOnFor(
  db: Db,
  accountId: string,
  flag: FeatureFlag,
): Promise<boolean> {
  return evaluateFeatureFlag(await readSwitchboardFor(db, accountId), flag) === 'on'
}

/**
 * Refuses (403, field `flag`, code switchboard.error.featureOff) a request to a feature whose
 * switch is off or ineligible for the account (spec §6, issue 19: each flag gates its API).
 */
export async function requireFeature(db: Db, accountId: string, flag: FeatureFlag): Promise<void> {
  if (await isFeatureOnFor(db, accountId, flag)) return
  throw new AppError('FORBIDDEN', `The ${flag} feature is not on for this account.`, {
    fields: [{ field: flag, code: FEATURE_OFF_ERROR }],
  })
}
