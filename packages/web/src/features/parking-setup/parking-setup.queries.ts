import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { parkingSetupEndpoints } from '@namefolio/core/parking/parking-setup.endpoints'
import type { ParkingSetupDomain } from '@namefolio/core/parking/parking-setup.contract'
import { callEndpoint } from '../../lib/api-client'

// Parking setup's endpoints and answers are core's (decision 990); see decision 540.

/** Names one DNS check call takes: small batches, so the drawer can show progress. */
export const CHECK_BATCH_SIZE = 20

export const parkingSetupKeys = {
  all: ['parking-setup'] as const,
  setup: (names: readonly string[], offset = 0) =>
    [...parkingSetupKeys.all, 'setup', names, offset] as const,
}

export const parkingSetupQueries = {
  /** The named domains, or (none) a page of the seller's parked domains from `offset`. */
  setup: (names: readonly string[], offset = 0) =>
    queryOptions({
      queryKey: parkingSetupKeys.setup(names, offset),
      queryFn: ({ signal }) =>
        callEndpoint(
          parkingSetupEndpoints.setup,
          { query: names.length > 0 ? { names: names.join(',') } : { offset } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
}

export function parkDomains(domainNames: string[]) {
  return callEndpoint(parkingSetupEndpoints.park, { body: { domainNames } })
}

/**
 * Checks the names' DNS in batches, reporting progress after each; answers every domain's new
 * status. A failed batch stops the run (the error goes to the caller).
 */
export async function checkDomainsDns(
  domainNames: string[],
  onProgress: (done: number) => void,
): Promise<ParkingSetupDomain[]> {
  const results: ParkingSetupDomain[] = []
  for (let start = 0; start < domainNames.length; start += CHECK_BATCH_SIZE) {
    const batch = domainNames.slice(start, start + CHECK_BATCH_SIZE)
    const answer = await callEndpoint(parkingSetupEndpoints.check, {
      body: { domainNames: batch },
    })
    results.push(...answer.items)
    onProgress(Math.min(domainNames.length, start + batch.length))
  }
  return results
}

/** The names a portfolio link carries (`parkingNames=a.com,b.net`), cleaned and capped. */
export function parseParkingNames(value: string | undefined, max: number): string[] {
  if (!value) return []
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return [...new Set(names)].slice(0, max)
}
