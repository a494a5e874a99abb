import { randomUUID } from 'node:crypto'
import { assertBalanced, type Posting } from '@namefolio/core/sales/ledger'
import type { Db } from './client.ts'
import { ledgerEntries } from './schema/sales.ts'

/**
 * Books one balanced posting against a transaction (and its installment or payout): the sales
 * feature's ledger and the demo seed write their entries the same way.
 */
/** Books a membership charge's posting against its invoice (issue 19, decision 1318). */
export async function insertMembershipPosting(
  db: Db,
  invoice: { id: string; userId: string },
  posting: Posting,
  at: Date,
): Promise<void> {
  assertBalanced(posting)
  const postingId = randomUUID()
  await db.insert(ledgerEntries).values(
    posting.entries.map((e) => ({
      membershipInvoiceId: invoice.id,
      sellerId: invoice.userId,
      postingId,
      kind: posting.kind,
      account: e.account,
      amountMicros: e.amountMicros,
      createdAt: at,
    })),
  )
}

export async function insertPosting(
  db: Db,
  transaction: { id: string; sellerId: string },
  posting: Posting,
  at: Date,
  links: { installmentId?: string | null; payoutId?: string | null } = {},
): Promise<void> {
  assertBalanced(posting)
  const postingId = randomUUID()
  await db.insert(ledgerEntries).values(
    posting.entries.map((e) => ({
      transactionId: transaction.id,
      sellerId: transaction.sellerId,
      postingId,
      kind: posting.kind,
      account: e.account,
      amountMicros: e.amountMicros,
      installmentId: links.installmentId ?? null,
      payoutId: links.payoutId ?? null,
      createdAt: at,
    })),
  )
}
