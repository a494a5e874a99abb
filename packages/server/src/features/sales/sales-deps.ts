import type { TransactionActor } from '@namefolio/core/sales/transaction-machine'
import type { SecretBox } from '../../auth/secret-box.ts'
import type { Db } from '../../db/client.ts'
import type { TransactionRow } from '../../db/schema/sales.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { PaymentProvider, RegistrarAdapter } from './payment-provider.ts'
import type { SalesClock } from './sales-clock.ts'

/** What every sales use case may use: one object, built once in `sales.register.ts`. */
export type SalesDeps = {
  db: Db
  provider: PaymentProvider
  registrar: RegistrarAdapter
  box: SecretBox
  clock: SalesClock
  mailer: Mailer | null
  publicUrl: string
  payoutHoldDays: number
  leaseGraceDays: number
  /** Told after a sale, lease, cancellation or relist commits, so landers show it at once. */
  listingChanges?: ListingChanges | undefined
  /** Closes the negotiation of an agreed price once it is paid, in the payment's transaction. */
  onAgreementPaid?: AgreementPaidHook | undefined
  /** Told of every status change, inside its database transaction (partner webhooks, issue 24). */
  onTransactionMoved?: TransactionMovedHook | undefined
}

export type TransactionMovedHook = (
  tx: Db,
  moved: TransactionRow,
  fromStatus: TransactionRow['status'],
) => Promise<void>

export type AgreementPaidHook = (
  tx: Db,
  agreement: { leadId: string; priceMicros: number },
  now: Date,
) => Promise<void>

export type Actor = { role: TransactionActor; id: string | null }

/** The platform itself: the scheduler, the payment verification, the registrar adapter. */
export const SYSTEM_ACTOR: Actor = { role: 'system', id: null }
