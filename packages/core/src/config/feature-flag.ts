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
 * A flag's state in the switchboard the server evaluated for the signed-in account (spec §6,
 * decision 1325): a missing switch is off (nameserver data and search stats are off by default).
 */
export function evaluateFeatureFlag(
  switchboard: PublicConfig['switchboard'],
  flag: string,
): FeatureFlagState {
  return switchboard[flag]?.state ?? 'off'
}

export function isFeatureOn(switchboard: PublicConfig['switchboard'], flag: string): boolean {
  return evaluateFeatureFlag(switchboard, flag) === 'on'
}
