import { z } from 'zod'
import type { InstallmentPayment } from '@namefolio/core/sales/purchases.contract'
import type { Db } from '../../../db/client.ts'
import { AppError } from '../../../http/app-error.ts'
import type { Idempotency } from '../idempotency.ts'
import type { PaymentProvider } from '../payment-provider.ts'
import {
  findFirstChargeId,
  findInstallment,
  findLeaseOfBuyer,
  findNextOpenInstallment,
} from './purchases.repository.ts'

export type PayNextInstallmentDeps = {
  db: Db
  provider: PaymentProvider
  idempotency: Idempotency
  /** The sales service's booking: marks it paid, posts the ledger, schedules the payout. */
  bookInstallment: (installmentId: string, chargeId: string) => Promise<void>
}

const SCOPE = 'installment'
const isOpen = (status: string) => status === 'SCHEDULED' || status === 'LATE'

/**
 * The buyer pays the next installment of a running lease now (issue 13, decision 951),
 * through the same provider and Idempotency-Key rules as checkout: the same key replays the
 * first answer; a retry after a crash charges the installment it noted, never the one after.
 */
export async function payNextInstallment(
  deps: PayNextInstallmentDeps,
  buyerId: string,
  transactionId: string,
  key: string,
): Promise<InstallmentPayment> {
  const { db, idempotency } = deps
  const claim = await idempotency.claim(buyerId, SCOPE, key, { transactionId })
  if (claim.kind === 'replay') return claim.response as InstallmentPayment
  const lease = await findLeaseOfBuyer(db, buyerId, transactionId)
  if (!lease) throw new AppError('NOT_FOUND', 'No such lease.')
  if (lease.status !== 'CONFIRMED_TRANSFER')
    throw new AppError('CONFLICT', 'Installments are paid while the lease runs.')
  const notedId = claim.kind === 'resume' ? noteOf(claim.note) : null
  const installment = notedId
    ? await findInstallment(db, notedId)
    : await findNextOpenInstallment(db, transactionId)
  if (!installment || (!notedId && !isOpen(installment.status)))
    throw new AppError('CONFLICT', 'Every installment of this lease is paid.')
  await idempotency.note(buyerId, SCOPE, key, { installmentId: installment.id })
  const charge = await deps.provider.chargeAgain({
    idempotencyKey: `installment:${installment.id}:buyer:${key}`,
    amountMicros: installment.amountMicros,
    firstChargeId: await findFirstChargeId(db, lease.orderId),
  })
  if (charge.status === 'DECLINED') {
    throw new AppError('VALIDATION', 'The card was declined.', {
      fields: [{ field: 'card', code: 'checkout.payment.declined' }],
    })
  }
  await deps.bookInstallment(installment.id, charge.chargeId)
  const answer: InstallmentPayment = {
    transactionId,
    installmentId: installment.id,
    seq: installment.seq,
    paidMicros: installment.amountMicros,
  }
  await idempotency.finish(buyerId, SCOPE, key, 200, answer)
  return answer
}

function noteOf(note: unknown): string | null {
  const parsed = z.object({ installmentId: z.string() }).safeParse(note)
  return parsed.success ? parsed.data.installmentId : null
}
