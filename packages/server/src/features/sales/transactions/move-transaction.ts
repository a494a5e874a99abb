import { canTransition } from '@namefolio/core/sales/transaction-machine'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../../db/client.ts'
import type { TransactionRow } from '../../../db/schema/sales.ts'
import { AppError } from '../../../http/app-error.ts'
import { publishSellerEvent } from '../../../db/webhook-outbox.ts'
import { SYSTEM_ACTOR, type Actor, type SalesDeps } from '../sales-deps.ts'
import { insertTransactionEvent, updateStatusIfUnchanged } from './transactions.repository.ts'

/** A transition: to which status, by whom (the platform unless said), with which note. */
export type TransactionStep = { to: TransactionStatus; by?: Actor; note?: string | null }

/** What a transition reads: the sales clock, and who is told of it (the partners' webhooks). */
export type MoveDeps = Pick<SalesDeps, 'clock' | 'onTransactionMoved'>

/** One transition: checked by core's machine, written with the row it came from. */
export async function moveTransaction(
  db: Db,
  { clock, onTransactionMoved }: MoveDeps,
  row: TransactionRow,
  { to, by: actor = SYSTEM_ACTOR, note = null }: TransactionStep,
): Promise<TransactionRow> {
  if (!canTransition(row.kind, row.status, to)) {
    throw new AppError(
      'CONFLICT',
      `This ${row.kind === 'SALE' ? 'sale' : 'lease'} cannot go from ${row.status} to ${to}.`,
    )
  }
  const now = clock.now()
  const updated = await updateStatusIfUnchanged(db, row, to, now)
  if (!updated) throw new AppError('CONFLICT', 'The transaction changed meanwhile; reload it.')
  await insertTransactionEvent(db, {
    transactionId: row.id,
    sellerId: row.sellerId,
    fromStatus: row.status,
    toStatus: to,
    actor: actor.role,
    actorId: actor.id,
    note,
    createdAt: now,
  })
  // The one place a transaction's status changes: webhooks (issue 24) hear of it here, in the
  // same database transaction, so a rolled-back move publishes nothing. Every step of a sale or
  // lease (transfer, payout, completion) is the seller's event; a partner's order is also the
  // partner's (the hook).
  await publishSellerEvent(db, 'transfer.updated', row.sellerId, {
    transactionId: row.id,
    domainName: row.domainName,
    kind: row.kind,
    fromStatus: row.status,
    toStatus: to,
  })
  await onTransactionMoved?.(db, updated, row.status)
  return updated
}

/** An event that changes no status (an installment paid or declined): the audit trail only. */
export async function noteTransaction(
  db: Db,
  now: Date,
  row: TransactionRow,
  note: string,
): Promise<void> {
  await insertTransactionEvent(db, {
    transactionId: row.id,
    sellerId: row.sellerId,
    fromStatus: row.status,
    toStatus: row.status,
    actor: 'system',
    note,
    createdAt: now,
  })
}
