import type { FeatureFlagState, PublicConfig } from '../config/public-config.contract.ts'

/** One switchboard row: a flag's state for everyone (cohortId null) or for one cohort. */
export type SwitchRow = { key: string; cohortId: string | null; state: FeatureFlagState }

/** Most restrictive first: when an account is in several cohorts with rows, the first wins. */
const RESTRICTIVENESS: readonly FeatureFlagState[] = ['ineligible', 'off', 'on']

/**
 * Whether an account falls in a percentage rollout (issue 19, decision 1326): FNV-1a of
 * "cohort id:account id" mod 100 below the percent. Stable per account, independent between
 * cohorts (each cohort hashes its own id), roughly proportional over many accounts.
 */
export function isInPercentageRollout(
  cohortId: string,
  accountId: string,
  percent: number,
): boolean {
  let hash = 0x811c9dc5
  for (const ch of `${cohortId}:${accountId}`) {
    hash ^= ch.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 100 < percent
}

/**
 * The switchboard one account sees (spec §6, decision 1325): a row of a cohort the account is in
 * wins over the general row (the most restrictive if several); a flag with only cohort rows is
 * ineligible outside those cohorts; a flag with no row is off (nameserver data and search stats
 * are off by default). `cohortId` names the cohort whose row decided, else null.
 */
export function evaluateSwitchboard(
  rows: readonly SwitchRow[],
  memberOf: ReadonlySet<string>,
): PublicConfig['switchboard'] {
  const byKey = new Map<string, SwitchRow[]>()
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row])
  const board: PublicConfig['switchboard'] = {}
  for (const [key, keyRows] of byKey) {
    const own = keyRows
      .filter((r) => r.cohortId !== null && memberOf.has(r.cohortId))
      .sort((a, b) => RESTRICTIVENESS.indexOf(a.state) - RESTRICTIVENESS.indexOf(b.state))[0]
    const general = keyRows.find((r) => r.cohortId === null)
    if (own) board[key] = { state: own.state, cohortId: own.cohortId }
    else if (general) board[key] = { state: general.state, cohortId: null }
    else board[key] = { state: 'ineligible', cohortId: null }
  }
  return board
}
