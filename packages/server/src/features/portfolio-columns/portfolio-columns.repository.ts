import type { ColumnView } from '@namefolio/core/portfolio/portfolio-columns'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { portfolioColumnChoices } from '../../db/schema/portfolio.ts'

/** The user's saved column choices, one row per view they changed. */
export async function findColumnChoices(
  db: Db,
  userId: string,
): Promise<{ view: string; columns: string[] }[]> {
  return db
    .select({ view: portfolioColumnChoices.view, columns: portfolioColumnChoices.columns })
    .from(portfolioColumnChoices)
    .where(eq(portfolioColumnChoices.userId, userId))
}

/** Saves one view's columns for the user, replacing an earlier choice. */
export async function saveColumnChoice(
  db: Db,
  userId: string,
  view: ColumnView,
  columns: string[],
): Promise<void> {
  await db
    .insert(portfolioColumnChoices)
    .values({ userId, view, columns })
    .onConflictDoUpdate({
      target: [portfolioColumnChoices.userId, portfolioColumnChoices.view],
      set: { columns, updatedAt: sql`now()` },
    })
}
