import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { leadAgreedPrices, leads } from '../../db/schema/leads.ts'

const DAY_MS = 86_400_000

export type AgreedPriceRow = typeof leadAgreedPrices.$inferSelect

export async function openAgreedPrice(
  db: Db,
  input: {
    leadId: string
    sellerId: string
    buyerId: string
    domainId: string
    priceMicros: number
    deadlineAt: Date
    now: Date
  },
): Promise<string> {
  await cancelAgreedPrices(db, input.leadId, input.now)
  const [row] = await db
    .insert(leadAgreedPrices)
    .values({
      leadId: input.leadId,
      sellerId: input.sellerId,
      buyerId: input.buyerId,
      domainId: input.domainId,
      priceMicros: input.priceMicros,
      deadlineAt: input.deadlineAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: leadAgreedPrices.id })
  return row!.id
}

export async function cancelAgreedPrices(db: Db, leadId: string, now: Date): Promise<void> {
  await db
    .update(leadAgreedPrices)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(leadAgreedPrices.leadId, leadId), eq(leadAgreedPrices.status, 'OPEN')))
}

export async function findAgreedPrice(db: Db, leadId: string) {
  const [row] = await db
    .select()
    .from(leadAgreedPrices)
    .where(eq(leadAgreedPrices.leadId, leadId))
    .orderBy(desc(leadAgreedPrices.createdAt))
    .limit(1)
  return row ?? null
}

/**
 * Open agreements that need the payment-window job at `now`: past their deadline, or inside a
 * reminder's distance (`reminderDays` before it) without that reminder sent. Locked so that
 * no other worker sends the same reminder or closes the same lead.
 */
export async function lockAgreementsNeedingAction(
  db: Db,
  now: Date,
  reminderDays: readonly number[],
  limit: number,
  sellerId?: string,
): Promise<(AgreedPriceRow & { domainName: string; brokerId: string | null })[]> {
  const t = leadAgreedPrices
  const reminderDue = reminderDays.map((days) =>
    and(
      lte(t.deadlineAt, new Date(now.getTime() + days * DAY_MS)),
      or(isNull(t.reminderDaysSent), gt(t.reminderDaysSent, days)),
    ),
  )
  const rows = await db
    .select({ agreement: t, domainName: leads.domainName, brokerId: leads.brokerId })
    .from(t)
    .innerJoin(leads, eq(leads.id, t.leadId))
    .where(
      and(
        eq(t.status, 'OPEN'),
        or(lte(t.deadlineAt, now), ...reminderDue),
        sellerId === undefined ? undefined : eq(t.sellerId, sellerId),
      ),
    )
    .orderBy(asc(leadAgreedPrices.deadlineAt))
    .limit(limit)
    .for('update', { of: leadAgreedPrices, skipLocked: true })
  return rows.map((r) => ({ ...r.agreement, domainName: r.domainName, brokerId: r.brokerId }))
}

export async function updateAgreedPrice(
  db: Db,
  id: string,
  patch: Partial<Pick<AgreedPriceRow, 'status' | 'reminderDaysSent' | 'updatedAt'>>,
): Promise<void> {
  await db.update(leadAgreedPrices).set(patch).where(eq(leadAgreedPrices.id, id))
}
