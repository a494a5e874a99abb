import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accountLanderSettings } from '../../db/schema/domain-intake.ts'

type AccountLanderRow = typeof accountLanderSettings.$inferSelect
type AccountLanderValues = Omit<typeof accountLanderSettings.$inferInsert, 'sellerId'>

export async function findAccountLander(
  db: Db,
  sellerId: string,
): Promise<AccountLanderRow | null> {
  const [row] = await db
    .select()
    .from(accountLanderSettings)
    .where(eq(accountLanderSettings.sellerId, sellerId))
    .limit(1)
  return row ?? null
}

export async function upsertAccountLander(
  db: Db,
  sellerId: string,
  values: AccountLanderValues,
): Promise<void> {
  await db
    .insert(accountLanderSettings)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: accountLanderSettings.sellerId, set: values })
}
