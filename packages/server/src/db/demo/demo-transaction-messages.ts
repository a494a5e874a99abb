import { and, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { transactions } from '../schema/sales.ts'
import { transactionMessages } from '../schema/transaction-messages.ts'
import { users } from '../schema/users.ts'

const DAY_MS = 86_400_000

/**
 * A short exchange on the demo sale whose transfer is processing (issue 18): the buyer's
 * registrar account and the seller's reply, so the history shows messages from both sides.
 */
export async function seedDemoTransactionMessages(db: Db, now: Date): Promise<void> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'seller@demo.namefolio.test'))
  if (!seller) return
  const [sale] = await db
    .select({ id: transactions.id, buyerId: transactions.buyerId, saleDate: transactions.saleDate })
    .from(transactions)
    .where(and(eq(transactions.sellerId, seller.id), eq(transactions.status, 'PENDING_TRANSFER')))
    .limit(1)
  if (!sale) return
  const at = (days: number) =>
    new Date(Math.min(sale.saleDate.getTime() + days * DAY_MS, now.getTime()))
  await db.insert(transactionMessages).values([
    {
      transactionId: sale.id,
      authorId: sale.buyerId,
      role: 'buyer',
      body: 'Hi! My GoDaddy customer number is 81234567, under bo@example.test.',
      createdAt: at(0.5),
    },
    {
      transactionId: sale.id,
      authorId: seller.id,
      role: 'seller',
      body: 'Thanks, Bo. I have started the push at GoDaddy: accept it from your account.',
      createdAt: at(1.2),
    },
  ])
}
