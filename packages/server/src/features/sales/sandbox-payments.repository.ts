import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sandboxPayments } from '../../db/schema/sales.ts'

type SandboxPaymentRow = typeof sandboxPayments.$inferSelect

/** The sandbox provider's own records (decision 805), as an outside provider keeps them. */
export async function findSandboxPayment(
  db: Db,
  kind: string,
  idempotencyKey: string,
): Promise<SandboxPaymentRow | null> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.kind, kind), eq(sandboxPayments.idempotencyKey, idempotencyKey)))
    .limit(1)
  return row ?? null
}

export async function findSandboxPaymentById(
  db: Db,
  id: string,
): Promise<SandboxPaymentRow | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1)
  return row ?? null
}

/** Inserts a record unless its key exists (a retry): the first one stands. */
export async function insertSandboxPayment(
  db: Db,
  values: typeof sandboxPayments.$inferInsert,
): Promise<void> {
  await db.insert(sandboxPayments).values(values).onConflictDoNothing()
}
