import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { PayoutMode } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../db/client.ts'
import {
  payeeTaxProfiles,
  payoutAccounts,
  type PayeeTaxProfileRow,
  type PayoutAccountRow,
} from '../../db/schema/sales.ts'

type NewPayoutAccount = typeof payoutAccounts.$inferInsert
type TaxProfileValues = Omit<typeof payeeTaxProfiles.$inferInsert, 'sellerId'>

const isLive = (sellerId: string) =>
  and(eq(payoutAccounts.sellerId, sellerId), isNull(payoutAccounts.deletedAt))

export async function findTaxProfile(db: Db, sellerId: string): Promise<PayeeTaxProfileRow | null> {
  const [row] = await db
    .select()
    .from(payeeTaxProfiles)
    .where(eq(payeeTaxProfiles.sellerId, sellerId))
  return row ?? null
}

export async function upsertTaxProfile(db: Db, sellerId: string, values: TaxProfileValues) {
  await db
    .insert(payeeTaxProfiles)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: payeeTaxProfiles.sellerId, set: values })
}

export async function setPayoutMode(db: Db, sellerId: string, payoutMode: PayoutMode, now: Date) {
  await db
    .update(payeeTaxProfiles)
    .set({ payoutMode, updatedAt: now })
    .where(eq(payeeTaxProfiles.sellerId, sellerId))
}

/** The seller's payout accounts not removed, oldest first. */
export async function listPayoutAccounts(db: Db, sellerId: string): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(isLive(sellerId))
    .orderBy(asc(payoutAccounts.createdAt))
}

export async function findPayoutAccount(
  db: Db,
  sellerId: string,
  id: string,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, id), isLive(sellerId)))
  return row ?? null
}

/** The account payouts go to: the default one, else the oldest. */
export async function findDefaultPayoutAccount(
  db: Db,
  sellerId: string,
): Promise<PayoutAccountRow | null> {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(isLive(sellerId))
    .orderBy(sql`${payoutAccounts.isDefault} desc`, asc(payoutAccounts.createdAt))
    .limit(1)
  return account ?? null
}

export async function clearDefaultPayoutAccount(db: Db, sellerId: string) {
  await db.update(payoutAccounts).set({ isDefault: 0 }).where(eq(payoutAccounts.sellerId, sellerId))
}

export async function insertPayoutAccount(
  db: Db,
  values: NewPayoutAccount,
): Promise<PayoutAccountRow> {
  const [row] = await db.insert(payoutAccounts).values(values).returning()
  return row!
}

export async function removePayoutAccount(db: Db, id: string, now: Date) {
  await db
    .update(payoutAccounts)
    .set({ deletedAt: now, isDefault: 0 })
    .where(eq(payoutAccounts.id, id))
}

type PayoutAccountChanges = Partial<
  Pick<
    NewPayoutAccount,
    | 'accountName'
    | 'accountNumberEncrypted'
    | 'accountNumberLast4'
    | 'emailAddress'
    | 'isDefault'
    | 'onboardingStatus'
    | 'verifiedAt'
    | 'updatedAt'
  >
>

/** Changes one of the seller's live payout accounts; null when it is not theirs (or removed). */
export async function updatePayoutAccount(
  db: Db,
  sellerId: string,
  id: string,
  changes: PayoutAccountChanges,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set(changes)
    .where(and(eq(payoutAccounts.id, id), isLive(sellerId)))
    .returning()
  return row ?? null
}
