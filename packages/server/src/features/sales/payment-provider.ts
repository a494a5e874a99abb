import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import {
  findSandboxPayment,
  findSandboxPaymentById,
  insertSandboxPayment,
} from './sandbox-payments.repository.ts'

export type ChargeResult =
  | { status: 'SUCCEEDED'; chargeId: string }
  | { status: 'DECLINED'; chargeId: string; reason: string }

/**
 * The payment provider (DESIGN.md §7): charges, recurring charges against a first charge,
 * refunds and payouts, each under an idempotency key the provider itself honours, so a retry
 * after a crash never charges or pays twice (decision 805).
 */
export type PaymentProvider = {
  name: string
  isSandbox: boolean
  charge: (input: {
    idempotencyKey: string
    amountMicros: number
    cardNumber: string
  }) => Promise<ChargeResult>
  chargeAgain: (input: {
    idempotencyKey: string
    amountMicros: number
    firstChargeId: string
  }) => Promise<ChargeResult>
  findCharge: (idempotencyKey: string) => Promise<ChargeResult | null>
  refund: (input: {
    idempotencyKey: string
    chargeId: string
    amountMicros: number
  }) => Promise<{ refundId: string }>
  payout: (input: {
    idempotencyKey: string
    amountMicros: number
    accountRef: string
  }) => Promise<{ payoutId: string }>
}

/** Test cards of the sandbox (shown on the checkout page). */
export const SANDBOX_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  /** The first charge succeeds, later recurring charges are declined (lease defaults). */
  failsLater: '4000000000000341',
} as const

/**
 * The sandbox provider: no account anywhere, labelled "Sandbox" in every place it shows
 * (decision 805). It keeps its records in its own table, written in its own statement, as an
 * outside provider would.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(9).toString('base64url')}`

  const find = (kind: string, key: string) => findSandboxPayment(db, kind, key)

  async function record(
    kind: string,
    key: string,
    amountMicros: number,
    status: string,
    detail: string | null,
  ) {
    await insertSandboxPayment(db, {
      id: newId(kind === 'PAYOUT' ? 'po' : kind === 'REFUND' ? 're' : 'ch'),
      idempotencyKey: key,
      kind,
      amountMicros,
      status,
      detail,
    })
    return (await find(kind, key))!
  }

  const toResult = (row: { id: string; status: string; detail: string | null }): ChargeResult =>
    row.status === 'SUCCEEDED'
      ? { status: 'SUCCEEDED', chargeId: row.id }
      : { status: 'DECLINED', chargeId: row.id, reason: row.detail ?? 'card_declined' }

  return {
    name: 'sandbox',
    isSandbox: true,
    async charge({ idempotencyKey, amountMicros, cardNumber }) {
      const existing = await find('CHARGE', idempotencyKey)
      if (existing) return toResult(existing)
      const card = cardNumber.replace(/\D/g, '')
      const declined = card === SANDBOX_CARDS.declined
      const detail = declined
        ? 'card_declined'
        : card === SANDBOX_CARDS.failsLater
          ? 'recurring_fails'
          : 'ok'
      return toResult(
        await record(
          'CHARGE',
          idempotencyKey,
          amountMicros,
          declined ? 'DECLINED' : 'SUCCEEDED',
          detail,
        ),
      )
    },
    async chargeAgain({ idempotencyKey, amountMicros, firstChargeId }) {
      const existing = await find('CHARGE', idempotencyKey)
      if (existing) return toResult(existing)
      const first = await findSandboxPaymentById(db, firstChargeId)
      const fails = !first || first.detail === 'recurring_fails'
      return toResult(
        await record(
          'CHARGE',
          idempotencyKey,
          amountMicros,
          fails ? 'DECLINED' : 'SUCCEEDED',
          fails ? 'card_declined' : 'ok',
        ),
      )
    },
    async findCharge(idempotencyKey) {
      const row = await find('CHARGE', idempotencyKey)
      return row ? toResult(row) : null
    },
    async refund({ idempotencyKey, amountMicros }) {
      const row = await record('REFUND', idempotencyKey, amountMicros, 'SUCCEEDED', null)
      return { refundId: row.id }
    },
    async payout({ idempotencyKey, amountMicros }) {
      const row = await record('PAYOUT', idempotencyKey, amountMicros, 'SUCCEEDED', null)
      return { payoutId: row.id }
    },
  }
}

/** The registrar adapter (DESIGN.md §7): by default an admin confirms each transfer. */
export type RegistrarAdapter = {
  name: string
  /** 'MANUAL' leaves the transfer to an admin's confirmation. */
  startTransfer: (input: { domainName: string; toHolding: boolean }) => Promise<'MANUAL' | 'DONE'>
}

export const manualRegistrar: RegistrarAdapter = {
  name: 'manual',
  startTransfer: async () => 'MANUAL',
}
