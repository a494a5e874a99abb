import type { AddDomainsResult } from '@namefolio/core/domains/domain-intake.contract'

/**
 * The add flow's state between its pages (spec §3 "Bulk add state": errors, rawDomains,
 * unverified), kept in session storage so a reload of the review or done page keeps it.
 */
const RAW_KEY = 'namefolio.addDomains.raw'
const RESULT_KEY = 'namefolio.addDomains.result'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function saveRawDomains(raw: string): void {
  storage()?.setItem(RAW_KEY, raw)
}

export function readRawDomains(): string {
  return storage()?.getItem(RAW_KEY) ?? ''
}

export function saveAddResult(result: AddDomainsResult): void {
  storage()?.setItem(RESULT_KEY, JSON.stringify(result))
  storage()?.removeItem(RAW_KEY)
}

export function readAddResult(): AddDomainsResult | null {
  const text = storage()?.getItem(RESULT_KEY)
  if (!text) return null
  try {
    return JSON.parse(text) as AddDomainsResult
  } catch {
    return null
  }
}
