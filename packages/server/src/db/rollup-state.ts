import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { rowsOf, type RowsOf } from './rows-of.ts'
import { statsRollupState } from './schema/public-events.ts'

/** One roll-up's saved state: the last event it counted, and when it last ran. */
export type RollupStateRow = {
  name: string
  last_event_id: string | number
  rolled_up_at: string | Date
}

/**
 * The state rows of a roll-up (made when missing), locked until the transaction ends: a second
 * worker waits here, so two runs of the same roll-up never overlap.
 */
export async function lockRollupState(
  tx: Db,
  rows: (typeof statsRollupState.$inferInsert)[],
): Promise<RollupStateRow[]> {
  await tx.insert(statsRollupState).values(rows).onConflictDoNothing()
  const names = rows.map((row) => row.name)
  return rowsOf(
    (await tx.execute(
      sql`select name, last_event_id, rolled_up_at from stats_rollup_state
          where name in ${names} order by name for update`,
    )) as RowsOf<RollupStateRow>,
  )
}
