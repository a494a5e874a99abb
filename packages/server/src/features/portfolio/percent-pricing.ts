import { usesPercent } from '@namefolio/core/portfolio/bulk-reprice'
import type { RepriceRequest } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { FeatureFlag } from '@namefolio/core/config/feature-flag'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { isFeatureOnFor } from '../../http/feature-gate.ts'

export const PERCENT_PRICING_FLAG = 'percentPricing' satisfies FeatureFlag
export const PERCENT_PRICING_OFF = 'bulkReprice.error.percentPricingOff'

/**
 * Percent modes (± %, share of buy now) need the §6 percent-pricing switch on for the seller
 * (its cohorts' rows, else the general one; a missing switch is off). Value modes always work.
 */
export async function assertPercentAllowed(
  db: Db,
  user: UserRow,
  request: RepriceRequest,
): Promise<void> {
  if (!usesPercent(request)) return
  if (!(await isFeatureOnFor(db, user.id, PERCENT_PRICING_FLAG))) {
    throw new AppError('FORBIDDEN', 'Percent pricing is off for this account.', {
      fields: [{ field: 'reprice', code: PERCENT_PRICING_OFF }],
    })
  }
}
