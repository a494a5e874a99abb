import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { ListingSettings, Verification } from '@namefolio/core/domains/domain-intake.contract'
import type { Db } from '../../db/client.ts'
import { pageWithTotal } from '../../db/page-with-total.ts'
import { domainVerifications, ownershipTokens } from '../../db/schema/domain-intake.ts'
import { domains } from '../../db/schema/domains.ts'

export type VerificationRow = typeof domainVerifications.$inferSelect
type NewDomain = typeof domains.$inferInsert
type VerificationUpdate = Partial<typeof domainVerifications.$inferInsert>

/** The seller's verification value, made on first use. */
export async function ensureOwnershipToken(db: Db, sellerId: string): Promise<string> {
  await db
    .insert(ownershipTokens)
    .values({ sellerId, token: randomBytes(16).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db
    .select()
    .from(ownershipTokens)
    .where(eq(ownershipTokens.sellerId, sellerId))
  return row!.token
}

export async function listSellerVerifications(
  db: Db,
  sellerId: string,
  query: { offset: number; limit: number; state?: Verification['state'] | undefined },
): Promise<{ rows: VerificationRow[]; total: number }> {
  const where = and(
    eq(domainVerifications.sellerId, sellerId),
    query.state ? eq(domainVerifications.state, query.state) : undefined,
  )
  const rows = db
    .select()
    .from(domainVerifications)
    .where(where)
    .orderBy(desc(domainVerifications.createdAt), domainVerifications.name)
  return pageWithTotal(db, rows.$dynamic(), { table: domainVerifications, where }, query)
}

export async function listSellerVerificationsByNames(
  db: Db,
  sellerId: string,
  names: string[],
): Promise<VerificationRow[]> {
  return db
    .select()
    .from(domainVerifications)
    .where(
      and(eq(domainVerifications.sellerId, sellerId), inArray(domainVerifications.name, names)),
    )
}

export async function updateVerification(
  db: Db,
  id: string,
  set: VerificationUpdate,
): Promise<void> {
  await db.update(domainVerifications).set(set).where(eq(domainVerifications.id, id))
}

/**
 * Moves a proven name to the claimant (the domain row, or a new one) and marks the claim
 * verified, in one transaction.
 */
export async function moveProvenDomain(
  db: Db,
  input: {
    verificationId: string
    listing: Omit<NewDomain, 'name' | 'displayName' | 'tld' | 'sldLength'>
    newDomain: Pick<NewDomain, 'name' | 'displayName' | 'tld' | 'sldLength'>
    verified: VerificationUpdate
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(domains)
      .set(input.listing)
      .where(eq(domains.name, input.newDomain.name))
      .returning({ id: domains.id })
    if (moved.length === 0) {
      await tx.insert(domains).values({ ...input.listing, ...input.newDomain })
    }
    await tx
      .update(domainVerifications)
      .set(input.verified)
      .where(eq(domainVerifications.id, input.verificationId))
  })
}

/** Who holds each of these names now, by name. */
export async function findDomainHolders(db: Db, names: string[]): Promise<Map<string, string>> {
  const held = await db
    .select({ name: domains.name, sellerId: domains.sellerId })
    .from(domains)
    .where(inArray(domains.name, names))
  return new Map(held.map((h) => [h.name, h.sellerId]))
}

/** New claims; an expired claim of the same name starts again. */
export async function insertClaims(
  db: Db,
  claims: { sellerId: string; name: string; heldByOther: boolean; settings: ListingSettings }[],
): Promise<void> {
  await db
    .insert(domainVerifications)
    .values(claims)
    .onConflictDoUpdate({
      target: [domainVerifications.sellerId, domainVerifications.name],
      set: { state: 'PENDING', nextCheckAt: new Date(), createdAt: new Date() },
      setWhere: sql`${domainVerifications.state} = 'EXPIRED'`,
    })
}

/** Due pending claims, leased for 5 minutes so no two workers take one. */
export async function claimDueVerifications(db: Db, limit: number): Promise<VerificationRow[]> {
  return db
    .update(domainVerifications)
    .set({ nextCheckAt: sql`now() + interval '5 minutes'` })
    .where(
      inArray(
        domainVerifications.id,
        db
          .select({ id: domainVerifications.id })
          .from(domainVerifications)
          .where(
            and(
              eq(domainVerifications.state, 'PENDING'),
              lte(domainVerifications.nextCheckAt, sql`now()`),
            ),
          )
          .orderBy(domainVerifications.nextCheckAt)
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning()
}
