import {
  PARKING_SETUP_PROBLEMS,
  PARKING_SETUP_REFUSALS,
  type ParkingCheckResult,
  type ParkingSetupDomain,
  type ParkingSetupInstructions,
  type ParkingSetupPage,
  type ParkingSetupRefusal,
  type ParkResult,
} from '@namefolio/core/parking/parking-setup.contract'
import { PARKING_SETUP_PAGE_SIZE } from '@namefolio/core/parking/parking-setup.constants'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { DnsClient } from '../../dns/dns-client.ts'
import { checkParkingDns, mapBounded, type ParkingTargets } from './check-parking-dns.ts'
import {
  findSellerSetupDomains,
  listParkedSetupDomains,
  saveNotChecked,
  saveSetupChecks,
  type SetupCheck,
  type SetupDomainRow,
} from './parking-setup.repository.ts'

/** DNS lookups in flight per check call: quick for 200 names, gentle on the resolver. */
const CHECK_CONCURRENCY = 8

/**
 * Moves names of the seller to the cash parking lander through the portfolio's own bulk edit
 * (listing history, lander caches); answers the names it refused with their rule's key.
 */
export type MoveToParking = (
  user: UserRow,
  names: string[],
) => Promise<{ skippedSample: { domainName: string; code: string }[] }>

export type ParkingSetupDeps = {
  db: Db
  dns: DnsClient
  targets: ParkingTargets & { cnameTarget: string }
  moveToParking: MoveToParking
}

const isParked = (row: Pick<SetupDomainRow, 'landingPage'>) => row.landingPage === 'PARKING'

/** The status the portal shows for a domain from its stored last check (decision 541). */
export function presentSetupDomain(row: SetupDomainRow): ParkingSetupDomain {
  const checkedAt = row.checkedAt?.toISOString() ?? null
  const base = { domainName: row.name, isParked: isParked(row), checkedAt }
  if (!isParked(row)) {
    return { ...base, status: 'WAITING', problem: PARKING_SETUP_PROBLEMS.notParked }
  }
  if (row.isLive === null) return { ...base, status: 'NOT_CHECKED', problem: null }
  if (row.isLive) return { ...base, status: 'LIVE', problem: null }
  if (row.checkedAt === null) return { ...base, status: 'NOT_CHECKED', problem: row.problem }
  return { ...base, status: 'WAITING', problem: row.problem }
}

/** Names asked for that are not the seller's: one key, whether they exist elsewhere or not. */
function unknownNames(names: string[], rows: SetupDomainRow[]): ParkingSetupRefusal[] {
  const found = new Set(rows.map((r) => r.name))
  return names
    .filter((name) => !found.has(name))
    .map((domainName) => ({ domainName, reason: PARKING_SETUP_REFUSALS.unknown }))
}

export function createParkingSetupService(deps: ParkingSetupDeps) {
  const { db, dns, targets } = deps
  const instructions: ParkingSetupInstructions = {
    nameservers: [...targets.platformNameservers],
    records: [
      ...targets.aRecords.map((value) => ({ type: 'A' as const, host: '@' as const, value })),
      { type: 'CNAME', host: 'www', value: targets.cnameTarget },
    ],
  }

  return {
    /** `GET /api/v1/parking/setup`: the named domains, or a page of the parked ones. */
    async setup(
      user: UserRow,
      query: { names: string[]; offset: number },
    ): Promise<ParkingSetupPage> {
      if (query.names.length > 0) {
        const rows = await findSellerSetupDomains(db, user.id, query.names)
        return {
          instructions,
          items: rows.map(presentSetupDomain),
          refused: unknownNames(query.names, rows),
          total: rows.length,
          offset: 0,
          limit: PARKING_SETUP_PAGE_SIZE,
        }
      }
      const page = { offset: query.offset, limit: PARKING_SETUP_PAGE_SIZE }
      const { rows, total } = await listParkedSetupDomains(db, user.id, page)
      return { instructions, items: rows.map(presentSetupDomain), refused: [], total, ...page }
    },

    /** `POST /api/v1/parking/setup/park`: per name parked, already parked, or refused. */
    async park(user: UserRow, names: string[]): Promise<ParkResult> {
      const wanted = [...new Set(names)]
      const rows = await findSellerSetupDomains(db, user.id, wanted)
      const byName = new Map(rows.map((r) => [r.name, r]))
      const refusalOf = (row: SetupDomainRow | undefined) =>
        !row
          ? PARKING_SETUP_REFUSALS.unknown
          : row.soldAt
            ? PARKING_SETUP_REFUSALS.sold
            : row.leasedAt
              ? PARKING_SETUP_REFUSALS.leased
              : null
      const toMove = wanted.filter((name) => {
        const row = byName.get(name)
        return refusalOf(row) === null && !isParked(row!)
      })
      const skipped = new Map<string, string>()
      if (toMove.length > 0) {
        const moved = await deps.moveToParking(user, toMove)
        for (const s of moved.skippedSample) skipped.set(s.domainName, s.code)
      }
      return {
        results: wanted.map((domainName) => {
          const row = byName.get(domainName)
          const reason = refusalOf(row) ?? skipped.get(domainName) ?? null
          if (reason) return { domainName, outcome: 'REFUSED', reason }
          return {
            domainName,
            outcome: toMove.includes(domainName) ? 'PARKED' : 'ALREADY_PARKED',
            reason: null,
          }
        }),
      }
    },

    /** `POST /api/v1/parking/setup/check`: real DNS lookups, stored per domain. */
    async check(user: UserRow, names: string[]): Promise<ParkingCheckResult> {
      const wanted = [...new Set(names)]
      const rows = await findSellerSetupDomains(db, user.id, wanted)
      const checkedAt = new Date()
      const verdicts = await mapBounded(rows, CHECK_CONCURRENCY, async (row) =>
        isParked(row) ? checkParkingDns(dns, targets, row.name) : null,
      )
      const answered: SetupCheck[] = []
      const notChecked: { domainId: string; sellerId: string; problem: string }[] = []
      const items = rows.map((row, index): ParkingSetupDomain => {
        const verdict = verdicts[index]
        if (!verdict) return presentSetupDomain(row)
        if (verdict.kind === 'notChecked') {
          notChecked.push({ domainId: row.id, sellerId: user.id, problem: verdict.problem })
          return {
            domainName: row.name,
            isParked: true,
            status: 'NOT_CHECKED',
            problem: verdict.problem,
            checkedAt: null,
          }
        }
        const check = { isLive: verdict.isLive, problem: verdict.problem, checkedAt }
        answered.push({ domainId: row.id, sellerId: user.id, ...check })
        return presentSetupDomain({ ...row, ...check })
      })
      await saveSetupChecks(db, answered)
      await saveNotChecked(db, notChecked)
      return { items, refused: unknownNames(wanted, rows) }
    },
  }
}

export type ParkingSetupService = ReturnType<typeof createParkingSetupService>
