import { describe, expect, it } from 'vitest'
import {
  findLanderIssue,
  type LanderState,
  landerSaveGrowl,
  landerTooltipFor,
} from './lander-errors.ts'

describe('spec §5 lander errors', () => {
  it.each<[string, LanderState, string | null]>([
    [
      'a buy-now lander with no buy-now price',
      { template: 'BUY_NOW', buyNowUsd: 0 },
      'buyNowMissing',
    ],
    ['a buy-now lander with a price', { template: 'BUY_NOW', buyNowUsd: 100 }, null],
    [
      'a custom lander in BIN with no price',
      { template: 'CUSTOM_LANDER', offerMode: 'BIN', buyNowUsd: null },
      'buyNowMissing',
    ],
    [
      'a custom lander in BIN+LTO with no price',
      { template: 'CUSTOM_LANDER', offerMode: 'BIN+LTO', buyNowUsd: 0 },
      'buyNowMissing',
    ],
    [
      'a custom lander in MO with no price',
      { template: 'CUSTOM_LANDER', offerMode: 'MO', buyNowUsd: 0 },
      null,
    ],
    [
      'cash parking with setup needed',
      { template: 'CASH_PARKING', buyNowUsd: 0, parkingSetupNeeded: true },
      'parkingSetupNeeded',
    ],
    [
      'cash parking set up',
      { template: 'CASH_PARKING', buyNowUsd: 0, parkingSetupNeeded: false },
      null,
    ],
    ['lease to own with no price', { template: 'LEASE_TO_OWN', buyNowUsd: null }, 'ltoBuyNow'],
    [
      'lease to own below the LTO minimum',
      { template: 'LEASE_TO_OWN', buyNowUsd: 494 },
      'ltoBuyNow',
    ],
    [
      'lease to own with a sync error',
      { template: 'LEASE_TO_OWN', buyNowUsd: 495, customListStatus: 'SYNC_ERROR' },
      'customListSyncError',
    ],
    [
      'lease to own needing a sync (warning)',
      { template: 'LEASE_TO_OWN', buyNowUsd: 495, customListStatus: 'NEEDS_SYNC' },
      'customListNeedsSync',
    ],
    [
      'lease to own in order',
      { template: 'LEASE_TO_OWN', buyNowUsd: 495, customListStatus: 'ACTIVE' },
      null,
    ],
    ['price form', { template: 'PRICE_FORM', buyNowUsd: null }, null],
  ])('%s', (_rule, state, issue) => {
    expect(findLanderIssue(state)).toBe(issue)
  })
})

describe('spec §8 lander tooltips', () => {
  it.each([
    ['parkingSetupNeeded', 'portfolio.tooltip.lander.error.parking', 'critical'],
    ['buyNowMissing', 'portfolio.tooltip.lander.error.buyNow', 'critical'],
    ['ltoBuyNow', 'portfolio.tooltip.lander.error.danBuyNow', 'critical'],
    ['customListSyncError', 'portfolio.tooltip.lander.error.customListStatus', 'critical'],
    ['customListNeedsSync', 'portfolio.tooltip.lander.warning.customListStatus', 'warning'],
  ] as const)('%s shows %s (%s)', (issue, key, kind) => {
    expect(landerTooltipFor(issue)).toMatchObject({ key, kind })
  })

  it('links the parking tooltip to the domains page and gives the LTO minimum price', () => {
    expect(landerTooltipFor('parkingSetupNeeded').link).toBe('/domains')
    expect(landerTooltipFor('ltoBuyNow').values).toEqual({ minPrice: 495 })
  })
})

describe('spec §8 growl after a lander save', () => {
  it.each([
    [false, 'ltoBuyNow', 'common.error', 'portfolio.growl.lander.error.danBuyNow', 'critical'],
    [false, null, 'common.error', 'common.error.unknown', 'warning'],
    [true, 'buyNowMissing', null, 'portfolio.growl.lander.error.buyNow', 'critical'],
    [true, 'parkingSetupNeeded', null, 'portfolio.growl.lander.error.parking', 'critical'],
    [true, null, 'common.success', 'domain.details.successMessage.pending', 'success'],
  ] as const)('saved %s with %s → %s / %s (%s)', (saved, issue, titleKey, messageKey, kind) => {
    expect(landerSaveGrowl(saved, issue)).toMatchObject({
      titleKey,
      messageKey,
      kind,
      lifetimeMs: 6000,
    })
  })

  it('gives the minimum price with the LTO failure', () => {
    expect(landerSaveGrowl(false, 'ltoBuyNow').values).toEqual({ minPrice: 495 })
  })
})
