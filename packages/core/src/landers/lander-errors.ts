import { LEASE_BUY_NOW_MIN_USD } from '../constants/price-rules.ts'
import { DOMAINS_PAGE_PATH, type Growl, GROWLS } from '../notifications/growl.ts'
import type { LanderOfferMode } from './lander-mode.ts'
import type { LanderTemplate } from './lander-template.ts'

/** The lander problems of spec §5; the last one is a warning, the others errors. */
export const LANDER_ISSUES = [
  'buyNowMissing',
  'parkingSetupNeeded',
  'ltoBuyNow',
  'customListSyncError',
  'customListNeedsSync',
] as const
export type LanderIssue = (typeof LANDER_ISSUES)[number]

export type LanderState = {
  template: LanderTemplate
  /** The custom lander's mode (spec §3); ignored by the other templates. */
  offerMode?: LanderOfferMode
  buyNowUsd: number | null
  parkingSetupNeeded?: boolean
  /** The domain's custom list (sync) status, spec §4. */
  customListStatus?: string | null
}

/** The first problem of a lander, in the order of spec §5, or null. */
export function findLanderIssue(s: LanderState): LanderIssue | null {
  const hasBuyNow = (s.buyNowUsd ?? 0) > 0
  switch (s.template) {
    case 'BUY_NOW':
      return hasBuyNow ? null : 'buyNowMissing'
    case 'CUSTOM_LANDER':
      return !hasBuyNow && (s.offerMode === 'BIN' || s.offerMode === 'BIN+LTO')
        ? 'buyNowMissing'
        : null
    case 'CASH_PARKING':
      return s.parkingSetupNeeded === true ? 'parkingSetupNeeded' : null
    case 'LEASE_TO_OWN':
      if (!hasBuyNow || (s.buyNowUsd ?? 0) < LEASE_BUY_NOW_MIN_USD) return 'ltoBuyNow'
      if (s.customListStatus === 'SYNC_ERROR') return 'customListSyncError'
      if (s.customListStatus === 'NEEDS_SYNC') return 'customListNeedsSync'
      return null
    case 'PRICE_FORM':
      return null
  }
}

export type LanderTooltip = {
  key: string
  kind: 'critical' | 'warning'
  values?: Record<string, string | number>
  link?: string
}

/**
 * The inline tooltip on the lander dropdown for each problem (spec §8). Only the parking key
 * is given by the spec; the others follow its naming (decision 109).
 */
export function landerTooltipFor(issue: LanderIssue): LanderTooltip {
  switch (issue) {
    case 'parkingSetupNeeded':
      return {
        key: 'portfolio.tooltip.lander.error.parking',
        kind: 'critical',
        link: DOMAINS_PAGE_PATH,
      }
    case 'buyNowMissing':
      return { key: 'portfolio.tooltip.lander.error.buyNow', kind: 'critical' }
    case 'ltoBuyNow':
      return {
        key: 'portfolio.tooltip.lander.error.danBuyNow',
        kind: 'critical',
        values: { minPrice: LEASE_BUY_NOW_MIN_USD },
      }
    case 'customListSyncError':
      return { key: 'portfolio.tooltip.lander.error.customListStatus', kind: 'critical' }
    case 'customListNeedsSync':
      return { key: 'portfolio.tooltip.lander.warning.customListStatus', kind: 'warning' }
  }
}

/** The growl after saving a lander (spec §8 table), from the save result and the problem. */
export function landerSaveGrowl(saved: boolean, issue: LanderIssue | null): Growl {
  if (!saved) {
    return issue === 'ltoBuyNow'
      ? { ...GROWLS.landerSaveFailedLtoBuyNow, values: { minPrice: LEASE_BUY_NOW_MIN_USD } }
      : GROWLS.landerSaveFailed
  }
  if (issue === 'buyNowMissing') return GROWLS.landerBuyNowMissing
  if (issue === 'parkingSetupNeeded') return GROWLS.landerSavedWithParkingError
  return GROWLS.landerSaved
}
