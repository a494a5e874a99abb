import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

export type DueCheck = { domain_id: string; name: string; attempts: number }

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Claims up to `limit` due checks (optionally only of `domainIds`) for `claimMinutes`, with
 * SKIP LOCKED so no two processes take one, and counts the attempt.
 */
export async function claimDueChecks(
  db: Db,
  options: { limit: number; claimMinutes: number; domainIds?: string[] | undefined },
): Promise<DueCheck[]> {
  const onlyIds =
    options.domainIds === undefined
      ? sql``
      : sql`and domain_id = any(${sql.param(options.domainIds)}::uuid[])`
  return rowsOf<DueCheck>(
    await db.execute(sql`
      update registration_checks rc
         set next_check_at = now() + make_interval(mins => ${options.claimMinutes}),
             attempts = rc.attempts + 1
        from (select domain_id from registration_checks
               where next_check_at <= now() ${onlyIds}
               order by next_check_at limit ${options.limit} for update skip locked) due,
             domains d
       where rc.domain_id = due.domain_id and d.id = rc.domain_id
   returning rc.domain_id, d.name, rc.attempts`),
  )
}

/** Sends a domain to compliance review, adding `reason` to its review reasons once. */
export async function flagDomainForReview(db: Db, domainId: string, reason: string) {
  await db.execute(sql`
    update domains
       set status = 'COMPLIANCE_REVIEW',
           review_reasons = array(select distinct r from unnest(review_reasons || array[${reason}]::text[]) r),
           updated_at = now()
     where id = ${domainId}`)
}

export async function deleteChecks(db: Db, domainIds: string[]): Promise<void> {
  await db.execute(
    sql`delete from registration_checks where domain_id = any(${sql.param(domainIds)}::uuid[])`,
  )
}

export async function postponeCheck(db: Db, domainId: string, minutes: number): Promise<void> {
  await db.execute(sql`
    update registration_checks
       set next_check_at = now() + make_interval(mins => ${minutes})
     where domain_id = ${domainId}`)
}

/** Checks these domains again from now. */
export async function queueChecks(db: Db, domainIds: string[]): Promise<void> {
  await db.execute(sql`
    insert into registration_checks (domain_id)
    select unnest(${sql.param(domainIds)}::uuid[])
    on conflict (domain_id) do update set next_check_at = now(), attempts = 0`)
}
