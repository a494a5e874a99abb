import {
  IN_USE_GUARD_ERRORS,
  type InUseStatus,
  type PausedDomains,
} from '@namefolio/core/in-use-guard/in-use-guard.contract'
import { AppError } from '../../http/app-error.ts'
import { checkDomain } from './check-domain.ts'
import type { InUseGuardDeps } from './in-use-guard-deps.ts'
import {
  findGuardedDomain,
  findStatus,
  listPaused,
  resumeBuyNow,
  type InUseStatusRow,
} from './in-use-guard.repository.ts'

/** How many paused domains the portfolio's banner names. */
const PAUSED_LIST_MAX = 20

function toStatus(row: InUseStatusRow): InUseStatus {
  return {
    domainName: row.domainName,
    paused: row.pausedAt !== null,
    detectedAt: row.pausedAt?.toISOString() ?? null,
    evidence: row.evidence,
    lastVerdict: row.lastVerdict,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  }
}

/** Not the seller's domain: answered like a domain that does not exist (no probing of names). */
function notYours(): never {
  throw new AppError('NOT_FOUND', 'No such domain in your portfolio.')
}

/** The seller's side of the guard: read, resume, check again now. Scoped to the seller. */
export function createInUseGuardService(deps: InUseGuardDeps) {
  async function status(sellerId: string, name: string): Promise<InUseStatus> {
    const row = await findStatus(deps.db, sellerId, name)
    return row ? toStatus(row) : notYours()
  }
  return {
    status,

    async paused(sellerId: string): Promise<PausedDomains> {
      const { rows, total } = await listPaused(deps.db, sellerId, PAUSED_LIST_MAX)
      return { items: rows.map(toStatus), total }
    },

    async resume(sellerId: string, name: string): Promise<InUseStatus> {
      const current = await status(sellerId, name)
      if (!current.paused) {
        throw new AppError('CONFLICT', 'Buy now is not paused for this domain.', {
          fields: [{ field: 'domainName', code: IN_USE_GUARD_ERRORS.notPaused }],
        })
      }
      await resumeBuyNow(deps.db, sellerId, name, deps.now())
      deps.listingChanged(name)
      return status(sellerId, name)
    },

    /** "Check again now": one look at this domain, outside the pass and its cursor. */
    async checkNow(sellerId: string, name: string, signal: AbortSignal): Promise<InUseStatus> {
      const domain = await findGuardedDomain(deps.db, sellerId, name)
      if (!domain) {
        await status(sellerId, name)
        throw new AppError('CONFLICT', 'Only a domain listed with a buy-now price is checked.', {
          fields: [{ field: 'domainName', code: IN_USE_GUARD_ERRORS.notListed }],
        })
      }
      await checkDomain(deps, domain, signal)
      return status(sellerId, name)
    },
  }
}
export type InUseGuardService = ReturnType<typeof createInUseGuardService>
