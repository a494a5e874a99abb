import type { FeatureFlagState, PublicConfig } from './public-config.contract.ts'

/** Switchboard names of the flags spec §3 and §6 name. */
export const FEATURE_FLAGS = [
  'bulkSearch',
  'selectAll',
  'registrarColumn',
  'show-search-stats',
  'assistant',
  'customDateRange',
  'landerSorting',
  'taxesPage',
  'percentPricing',
  'leaseToOwnSettings',
  'brokerMessaging',
  'showDanCustomBgColor',
  'nameserverData',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

/**
 * A flag's state for a visitor (spec §6): a missing switch is off (nameserver data and search
 * stats are off by default); a switch bound to a cohort is ineligible outside that cohort.
 */
export function evaluateFeatureFlag(
  switchboard: PublicConfig['switchboard'],
  flag: string,
  visitorCohortId: string | null = null,
): FeatureFlagState {
  const s = switchboard[flag]
  if (!s) return 'off'
  if (s.cohortId !== null && s.cohortId !== visitorCohortId) return 'ineligible'
  return s.state
}

export function isFeatureOn(
  switchboard: PublicConfig['switchboard'],
  flag: string,
  visitorCohortId: string | null = null,
): boolean {
  return evaluateFeatureFlag(switchboard, flag, visitorCohortId) === 'on'
}
