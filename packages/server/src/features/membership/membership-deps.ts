import type { Db } from '../../db/client.ts'
import type { Mailer } from '../../mail/mailer.ts'

export type ChargeOutcome =
  | { status: 'SUCCEEDED'; chargeId: string }
  | { status: 'DECLINED'; chargeId: string; reason: string }

/**
 * What membership needs of the payment provider: the sales adapter (decision 805) fits it, so
 * plans are charged through the same sandbox or live provider as sales (decision 1318).
 */
export type MembershipPayments = {
  isSandbox: boolean
  charge: (input: {
    idempotencyKey: string
    amountMicros: number
    cardNumber: string
  }) => Promise<ChargeOutcome>
  chargeAgain: (input: {
    idempotencyKey: string
    amountMicros: number
    firstChargeId: string
  }) => Promise<ChargeOutcome>
}

export type MembershipDeps = {
  db: Db
  /** The money clock (decision 807): expiry, renewals and reminders read it. */
  now: () => Date
  payments: MembershipPayments
  mailer: Mailer | null
  publicUrl: string
  /** Writes one admin audit entry with the given transaction (decision 1310). */
  recordAdminAction: (
    tx: Db,
    entry: {
      actorId: string
      action: string
      subjectType: string
      subjectId: string
      before: unknown
      after: unknown
      note: string
    },
  ) => Promise<void>
  /** Whether the search-stats flag is on for this seller (their cohorts evaluated; spec §6 top tier). */
  isSearchStatsOn: (accountId: string) => Promise<boolean>
}
