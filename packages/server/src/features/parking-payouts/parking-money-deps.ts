import type { PaymentMethod } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../db/client.ts'

/**
 * What parking money needs from the sales feature, handed in by the app layer (features never
 * import each other): the money clock, the payment provider, and the payout-account rules of
 * sale payouts (which account is the default, which methods can carry money).
 */
export type ParkingMoneyDeps = {
  db: Db
  /** The sales clock (decision 807): tests and the dev clock control move it. */
  clock: { now: () => Date }
  provider: {
    name: string
    isSandbox: boolean
    payout: (input: {
      idempotencyKey: string
      amountMicros: number
      accountRef: string
    }) => Promise<{ payoutId: string }>
  }
  /** Methods that can carry money to a seller (sales' payable-method rule). */
  payableMethods: readonly PaymentMethod[]
  /** The seller's default payout account (as sale payouts pick it) and whether a tax profile exists. */
  findPayoutTarget: (sellerId: string) => Promise<ParkingPayoutTarget>
}

export type ParkingPayoutTarget = {
  account: {
    id: string
    method: PaymentMethod
    accountName: string
    accountNumberLast4: string | null
  } | null
  hasTaxProfile: boolean
}
