import type { Db } from '../../../db/client.ts'
import type { Idempotency } from '../idempotency.ts'
import type { PaymentProvider } from '../payment-provider.ts'
import type { SalesService } from '../sales.service.ts'

export type CheckoutDeps = {
  db: Db
  provider: PaymentProvider
  idempotency: Idempotency
  sales: SalesService
  pauseAfterChargeMs: number
  /** The sales clock (decision 807): payment signals are stamped with it. */
  now: () => Date
}
