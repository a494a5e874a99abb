import { describe, expect, it } from 'vitest'
import { GROWLS } from './growl.ts'

// spec §8 "Growl messages" (lifetime 6000 ms): one case per table row.
describe('spec §8 growl catalogue', () => {
  it.each([
    ['landerBuyNowMissing', null, 'portfolio.growl.lander.error.buyNow', 'critical'],
    [
      'landerSaveFailedLtoBuyNow',
      'common.error',
      'portfolio.growl.lander.error.danBuyNow',
      'critical',
    ],
    ['landerSaveFailed', 'common.error', 'common.error.unknown', 'warning'],
    ['landerSavedWithParkingError', null, 'portfolio.growl.lander.error.parking', 'critical'],
    ['landerSaved', 'common.success', 'domain.details.successMessage.pending', 'success'],
    ['resubmitSucceeded', 'common.success', 'domain.resubmitListings.success', 'success'],
    ['resubmitFailed', 'common.error', 'common.error.unknown', 'error'],
  ] as const)('%s: %s / %s (%s)', (name, titleKey, messageKey, kind) => {
    expect(GROWLS[name]).toMatchObject({ titleKey, messageKey, kind, lifetimeMs: 6000 })
  })

  it('counts one resubmitted listing and links parking errors to the domains page', () => {
    expect(GROWLS.resubmitSucceeded.values).toEqual({ count: 1 })
    expect(GROWLS.landerSavedWithParkingError.link).toBe('/domains')
  })
})
