import type { Db } from '../db/client.ts'
import { cohortMembers, cohorts } from '../db/schema/cohorts.ts'
import { uniqueSuffix } from './build-test-app.ts'

/** A new named cohort (spec §6) holding these accounts; returns its id. */
export async function cohortOf(db: Db, accountIds: string[], prefix = 'cohort'): Promise<string> {
  const [row] = await db
    .insert(cohorts)
    .values({ name: `${prefix}-${uniqueSuffix()}`, kind: 'accounts' })
    .returning({ id: cohorts.id })
  if (!row) throw new Error('cohort not created')
  if (accountIds.length > 0) {
    await db
      .insert(cohortMembers)
      .values(accountIds.map((userId) => ({ cohortId: row.id, userId })))
  }
  return row.id
}
