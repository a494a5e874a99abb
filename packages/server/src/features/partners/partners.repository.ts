import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { PartnerOperation } from '@namefolio/core/partners/partner-network.contract'
import type { Db } from '../../db/client.ts'
import {
  partnerKeys,
  partners,
  partnerUsageDaily,
  type PartnerKeyRow,
  type PartnerRow,
} from '../../db/schema/partners.ts'

export async function insertPartner(
  db: Db,
  input: { name: string; contactEmail: string; rateLimitPerMinute: number },
): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(input).returning()
  return row!
}

export async function listPartners(db: Db): Promise<PartnerRow[]> {
  return db.select().from(partners).orderBy(desc(partners.createdAt)).limit(500)
}

export async function findPartner(db: Db, partnerId: string): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId)).limit(1)
  return row ?? null
}

export async function listKeysOf(db: Db, partnerIds: string[]): Promise<PartnerKeyRow[]> {
  if (partnerIds.length === 0) return []
  return db
    .select()
    .from(partnerKeys)
    .where(inArray(partnerKeys.partnerId, partnerIds))
    .orderBy(desc(partnerKeys.createdAt))
}

export async function insertPartnerKey(
  db: Db,
  input: { partnerId: string; keyHash: string; prefix: string },
): Promise<PartnerKeyRow> {
  const [row] = await db.insert(partnerKeys).values(input).returning()
  return row!
}

export async function revokePartnerKey(
  db: Db,
  partnerId: string,
  keyId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(partnerKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(partnerKeys.id, keyId),
        eq(partnerKeys.partnerId, partnerId),
        isNull(partnerKeys.revokedAt),
      ),
    )
    .returning({ id: partnerKeys.id })
  return rows.length > 0
}

/** The partner of a live key (not revoked) by the key's hash, or null. */
export async function findPartnerByKeyHash(
  db: Db,
  keyHash: string,
): Promise<{ partner: PartnerRow; key: PartnerKeyRow } | null> {
  const [row] = await db
    .select({ partner: partners, key: partnerKeys })
    .from(partnerKeys)
    .innerJoin(partners, eq(partners.id, partnerKeys.partnerId))
    .where(and(eq(partnerKeys.keyHash, keyHash), isNull(partnerKeys.revokedAt)))
    .limit(1)
  return row ?? null
}

/** `last_used_at`, written at most once a minute per key so reads stay reads. */
export async function touchPartnerKey(db: Db, keyId: string, now: Date): Promise<void> {
  await db
    .update(partnerKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(partnerKeys.id, keyId),
        or(
          isNull(partnerKeys.lastUsedAt),
          lt(partnerKeys.lastUsedAt, new Date(now.getTime() - 60_000)),
        ),
      ),
    )
}

/** Counts one request: a single upsert on (partner, day, operation), no read first. */
export async function meterPartnerRequest(
  db: Db,
  partnerId: string,
  operation: PartnerOperation,
  day: string,
): Promise<void> {
  await db
    .insert(partnerUsageDaily)
    .values({ partnerId, day, operation, count: 1 })
    .onConflictDoUpdate({
      target: [partnerUsageDaily.partnerId, partnerUsageDaily.day, partnerUsageDaily.operation],
      set: { count: sql`${partnerUsageDaily.count} + 1` },
    })
}

export async function listPartnerUsage(db: Db, partnerId: string, sinceDay: string) {
  return db
    .select({
      day: partnerUsageDaily.day,
      operation: partnerUsageDaily.operation,
      count: partnerUsageDaily.count,
    })
    .from(partnerUsageDaily)
    .where(and(eq(partnerUsageDaily.partnerId, partnerId), gte(partnerUsageDaily.day, sinceDay)))
    .orderBy(desc(partnerUsageDaily.day), partnerUsageDaily.operation)
}

/** Today's requests per partner, all operations. */
export async function countRequestsOn(db: Db, partnerIds: string[], day: string) {
  if (partnerIds.length === 0) return new Map<string, number>()
  const rows = await db
    .select({
      partnerId: partnerUsageDaily.partnerId,
      total: sql<number>`sum(${partnerUsageDaily.count})::int`,
    })
    .from(partnerUsageDaily)
    .where(and(inArray(partnerUsageDaily.partnerId, partnerIds), eq(partnerUsageDaily.day, day)))
    .groupBy(partnerUsageDaily.partnerId)
  return new Map(rows.map((r) => [r.partnerId, Number(r.total)]))
}
