import type { Db } from '../../db/client.ts'
import type { RegistrationData, RegistrationResult } from './registration-data.ts'
import {
  claimDueChecks,
  deleteChecks,
  flagDomainForReview,
  postponeCheck,
  queueChecks,
} from './registration-checks.repository.ts'

const MAX_ATTEMPTS = 8
const CLAIM_MINUTES = 5

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await fn(items[index]!)
      }
    }),
  )
  return results
}

const REASON_BY_RESULT: Partial<Record<RegistrationResult, string>> = {
  NOT_FOUND: 'WHOIS_NOT_FOUND',
  UNKNOWN_REGISTRAR: 'WHOIS_UNKNOWN_REGISTRAR',
}

/**
 * Drains the registration-check queue (issue 5): claims due rows with SKIP LOCKED (a claim is
 * a 5-minute lease, so two processes never check one name at once), asks the adapter, and
 * puts a name it cannot find into COMPLIANCE_REVIEW with WHOIS_NOT_FOUND or
 * WHOIS_UNKNOWN_REGISTRAR. A failed lookup is retried with back-off (2^n minutes, at most a
 * day), then dropped after 8 tries without flagging the name.
 */
export function createRegistrationChecks(deps: {
  db: Db
  registration: RegistrationData
  concurrency?: number
}) {
  const { db, registration } = deps

  async function runDue(options: { domainIds?: string[]; limit?: number } = {}): Promise<number> {
    const limit = options.limit ?? 200
    const due = await claimDueChecks(db, {
      limit,
      claimMinutes: CLAIM_MINUTES,
      domainIds: options.domainIds,
    })
    if (due.length === 0) return 0
    const results = await mapLimit(due, deps.concurrency ?? 16, (c) => registration.check(c.name))
    const done: string[] = []
    const retry: { id: string; attempts: number }[] = []
    for (const [index, check] of due.entries()) {
      const result = results[index]!
      const reason = REASON_BY_RESULT[result]
      if (reason !== undefined) {
        await flagDomainForReview(db, check.domain_id, reason)
      }
      if (result === 'UNKNOWN' && check.attempts < MAX_ATTEMPTS) {
        retry.push({ id: check.domain_id, attempts: check.attempts })
      } else done.push(check.domain_id)
    }
    if (done.length > 0) {
      await deleteChecks(db, done)
    }
    for (const r of retry) {
      await postponeCheck(db, r.id, Math.min(2 ** r.attempts, 1440))
    }
    return due.length
  }

  /** Checks these domains again from now (a domain listed again after review). */
  async function queue(domainIds: string[]): Promise<void> {
    if (domainIds.length === 0) return
    await queueChecks(db, domainIds)
  }

  return { runDue, queue }
}

export type RegistrationChecks = ReturnType<typeof createRegistrationChecks>
