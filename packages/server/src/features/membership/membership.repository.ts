import { and, desc, eq, inArray, isNull, lte, not, or } from 'drizzle-orm'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import { membershipPosting } from '@namefolio/core/sales/ledger'
import type { Db } from '../../db/client.ts'
import { insertMembershipPosting } from '../../db/ledger-postings.ts'
import {
  membershipInvoices,
  membershipSubscriptions,
  type MembershipInvoiceRow,
  type MembershipSubscriptionRow,
} from '../../db/schema/membership.ts'
import { users } from '../../db/schema/users.ts'

export type NewSubscription = typeof membershipSubscriptions.$inferInsert
export type NewMembershipInvoice = typeof membershipInvoices.$inferInsert

export async function findSubscription(
  db: Db,
  userId: string,
): Promise<MembershipSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(membershipSubscriptions)
    .where(eq(membershipSubscriptions.userId, userId))
  return row ?? null
}

/** Writes the subscription and keeps `users.membership_*` (what every gate reads) in step. */
export async function saveSubscription(db: Db, row: NewSubscription): Promise<void> {
  const { userId, ...rest } = row
  await db
    .insert(membershipSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: membershipSubscriptions.userId,
      set: { ...rest, updatedAt: new Date() },
    })
  await setUserPlan(db, userId, row.plan, row.periodEnd)
}

export async function updateSubscription(
  db: Db,
  userId: string,
  changes: Partial<Omit<NewSubscription, 'userId'>>,
): Promise<void> {
  await db
    .update(membershipSubscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(membershipSubscriptions.userId, userId))
}

export async function deleteSubscription(db: Db, userId: string): Promise<void> {
  await db.delete(membershipSubscriptions).where(eq(membershipSubscriptions.userId, userId))
}

export async function setUserPlan(
  db: Db,
  userId: string,
  plan: MembershipPlan,
  expiresAt: Date | null,
): Promise<void> {
  await db
    .update(users)
    .set({ membershipPlan: plan, membershipExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(users.id, userId))
}

export async function findUserPlan(
  db: Db,
  userId: string,
): Promise<{ plan: MembershipPlan; expiresAt: Date | null; email: string } | null> {
  const [row] = await db
    .select({
      plan: users.membershipPlan,
      expiresAt: users.membershipExpiresAt,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/**
 * Records a charge: its invoice and, in the same transaction, its posting in the sales ledger
 * (issue 19: the same ledger as sales; decision 1318).
 */
export async function insertInvoice(db: Db, row: NewMembershipInvoice): Promise<void> {
  const [invoice] = await db.insert(membershipInvoices).values(row).returning({
    id: membershipInvoices.id,
    userId: membershipInvoices.userId,
    createdAt: membershipInvoices.createdAt,
  })
  if (!invoice) throw new Error('membership invoice not written')
  await insertMembershipPosting(db, invoice, membershipPosting(row.amountMicros), invoice.createdAt)
}

export async function findInvoiceByKey(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<MembershipInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(membershipInvoices)
    .where(
      and(
        eq(membershipInvoices.userId, userId),
        eq(membershipInvoices.idempotencyKey, idempotencyKey),
      ),
    )
  return row ?? null
}

/** One of the seller's own invoices: another seller's id finds nothing. */
export async function findOwnInvoice(
  db: Db,
  userId: string,
  invoiceId: string,
): Promise<MembershipInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(membershipInvoices)
    .where(and(eq(membershipInvoices.userId, userId), eq(membershipInvoices.id, invoiceId)))
  return row ?? null
}

export async function listInvoices(db: Db, userId: string): Promise<MembershipInvoiceRow[]> {
  return db
    .select()
    .from(membershipInvoices)
    .where(eq(membershipInvoices.userId, userId))
    .orderBy(desc(membershipInvoices.createdAt))
    .limit(50)
}

/** Periods ending before `before` that have not lapsed yet: renewal, reminder or lapse due. */
export async function listEndingSubscriptions(
  db: Db,
  before: Date,
): Promise<MembershipSubscriptionRow[]> {
  const { noticeKind, periodEnd } = membershipSubscriptions
  return db
    .select()
    .from(membershipSubscriptions)
    .where(
      and(
        lte(periodEnd, before),
        or(isNull(noticeKind), not(inArray(noticeKind, ['LAPSED', 'RENEWAL_FAILED']))),
      ),
    )
    .orderBy(periodEnd)
    .limit(500)
}
