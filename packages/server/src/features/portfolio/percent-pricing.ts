import { usesPercent } from '@namefolio/core/portfolio/bulk-reprice'
import type { RepriceRequest } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import { readSwitch } from './bulk-edits.repository.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'

export const PERCENT_PRICING_FLAG = 'percentPricing'
export const PERCENT_PRICING_OFF = 'bulkReprice.error.percentPricingOff'

/**
 * Percent modes (± %, share of buy now) need the §6 percent-pricing switch on for the seller
 * (its cohort's row, else the general one; a missing switch is off). Value modes always work.
 */
export async function assertPercentAllowed(
  db: Db,
  user: UserRow,
  request: RepriceRequest,
): Promise<void> {
  if (!usesPercent(request)) return
  if ((await readSwitch(db, PERCENT_PRICING_FLAG, user.cohortId)) !== 'on') {
    throw new AppError('FORBIDDEN', 'Percent pricing is off for this account.', {
      fields: [{ field: 'reprice', code: PERCENT_PRICING_OFF }],
    })
  }
}
