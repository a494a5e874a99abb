import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { RegistrationData, RegistrationResult } from './registration-data.ts'

const MAX_ATTEMPTS = 8
const CLAIM_MINUTES = 5

type DueCheck = { domain_id: string; name: string; attempts: number }

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
    const onlyIds =
      options.domainIds === undefined
        ? sql``
        : sql`and domain_id = any(${sql.param(options.domainIds)}::uuid[])`
    const claimed = await db.execute(sql`
      update registration_checks rc
         set next_check_at = now() + make_interval(mins => ${CLAIM_MINUTES}),
             attempts = rc.attempts + 1
        from (select domain_id from registration_checks
               where next_check_at <= now() ${onlyIds}
               order by next_check_at limit ${limit} for update skip locked) due,
             domains d
       where rc.domain_id = due.domain_id and d.id = rc.domain_id
   returning rc.domain_id, d.name, rc.attempts`)
    const due = (claimed as unknown as { rows: DueCheck[] }).rows
    if (due.length === 0) return 0
    const results = await mapLimit(due, deps.concurrency ?? 16, (c) => registration.check(c.name))
    const done: string[] = []
    const retry: { id: string; attempts: number }[] = []
    for (const [index, check] of due.entries()) {
      const result = results[index]!
      const reason = REASON_BY_RESULT[result]
      if (reason !== undefined) {
        await db.execute(sql`
          update domains
             set status = 'COMPLIANCE_REVIEW',
                 review_reasons = array(select distinct r from unnest(review_reasons || array[${reason}]::text[]) r),
                 updated_at = now()
           where id = ${check.domain_id}`)
      }
      if (result === 'UNKNOWN' && check.attempts < MAX_ATTEMPTS) {
        retry.push({ id: check.domain_id, attempts: check.attempts })
      } else done.push(check.domain_id)
    }
    if (done.length > 0) {
      await db.execute(
        sql`delete from registration_checks where domain_id = any(${sql.param(done)}::uuid[])`,
      )
    }
    for (const r of retry) {
      await db.execute(sql`
        update registration_checks
           set next_check_at = now() + make_interval(mins => ${Math.min(2 ** r.attempts, 1440)})
         where domain_id = ${r.id}`)
    }
    return due.length
  }

  /** Checks these domains again from now (a domain listed again after review). */
  async function queue(domainIds: string[]): Promise<void> {
    if (domainIds.length === 0) return
    await db.execute(sql`
      insert into registration_checks (domain_id)
      select unnest(${sql.param(domainIds)}::uuid[])
      on conflict (domain_id) do update set next_check_at = now(), attempts = 0`)
  }

  return { runDue, queue }
}

export type RegistrationChecks = ReturnType<typeof createRegistrationChecks>
