import type { PaymentMethod, PayoutMode } from '@namefolio/core/sales/transaction-status'
import type { z } from 'zod'
import {
  TaxProfileSchema,
  type TaxInputSchema,
  type TaxProfile,
} from '@namefolio/core/sales/payee.contract'
import { isCountryCode, isStateOf } from '@namefolio/core/geo/countries'
import type { Db } from '../../db/client.ts'
import type { PayeeTaxProfileRow, PayoutAccountRow } from '../../db/schema/sales.ts'
import { AppError } from '../../http/app-error.ts'
import {
  clearDefaultPayoutAccount,
  findPayoutAccount,
  findTaxProfile,
  insertPayoutAccount,
  listPayoutAccounts,
  removePayoutAccount,
  setPayoutMode,
  upsertTaxProfile,
} from './payee.repository.ts'
import { isPayableMethod } from './payouts/payable-method.ts'
import type { SalesService } from './sales.service.ts'
import { NEEDS_ACCOUNT_NUMBER, NEEDS_EMAIL } from '@namefolio/core/sales/payout-account.rules'
import { lastFour, type SecretBox } from '../../auth/secret-box.ts'

export type PayoutAccountInput = {
  method: PaymentMethod
  accountName: string
  accountNumber?: string | undefined
  emailAddress?: string | undefined
  isDefault?: boolean | undefined
}

export type TaxInput = z.output<typeof TaxInputSchema>

const NEEDS_NUMBER = NEEDS_ACCOUNT_NUMBER

/** Payout accounts (capId), payee and tax data (decision 806): secrets only sealed. */
export function createPayee(deps: { db: Db; box: SecretBox; sales: SalesService }) {
  const { db, box } = deps

  function presentAccount(a: PayoutAccountRow, hasTaxProfile: boolean) {
    return {
      capId: a.id,
      method: a.method,
      accountName: a.accountName,
      accountNumberLast4: a.accountNumberLast4,
      emailAddress: a.emailAddress,
      isDefault: a.isDefault === 1,
      isPayable: isPayableMethod(a.method) && hasTaxProfile,
      onboardingStatus: a.onboardingStatus,
      createdAt: a.createdAt.toISOString(),
    }
  }

  const findTax = (sellerId: string) => findTaxProfile(db, sellerId)

  async function listAccounts(sellerId: string) {
    const tax = await findTax(sellerId)
    const rows = await listPayoutAccounts(db, sellerId)
    return rows.map((a) => presentAccount(a, tax !== null))
  }

  async function getAccount(sellerId: string, capId: string) {
    const row = await findPayoutAccount(db, sellerId, capId)
    if (!row) throw new AppError('NOT_FOUND', 'No such payout account.')
    return presentAccount(row, (await findTax(sellerId)) !== null)
  }

  async function addAccount(sellerId: string, input: PayoutAccountInput) {
    const number = input.accountNumber?.trim() ?? ''
    if (NEEDS_NUMBER.includes(input.method) && !/^[\w -]{4,40}$/.test(number)) {
      throw new AppError('VALIDATION', 'An account number is required for this method.', {
        fields: [{ field: 'accountNumber', code: 'payments.accountNumber.required' }],
      })
    }
    if (NEEDS_EMAIL.includes(input.method) && !input.emailAddress) {
      throw new AppError('VALIDATION', 'An e-mail address is required for PayPal.', {
        fields: [{ field: 'emailAddress', code: 'payments.emailAddress.required' }],
      })
    }
    const existing = await listAccounts(sellerId)
    const isDefault = input.isDefault || existing.length === 0
    if (isDefault) await clearDefaultPayoutAccount(db, sellerId)
    const row = await insertPayoutAccount(db, {
      sellerId,
      method: input.method,
      accountName: input.accountName,
      accountNumberEncrypted: number ? box.seal(number) : null,
      accountNumberLast4: number ? lastFour(number) : null,
      emailAddress: input.emailAddress ?? null,
      isDefault: isDefault ? 1 : 0,
    })
    await deps.sales.reschedulePayouts(sellerId)
    return presentAccount(row, (await findTax(sellerId)) !== null)
  }

  async function removeAccount(sellerId: string, capId: string) {
    await getAccount(sellerId, capId)
    await removePayoutAccount(db, capId, new Date())
    await deps.sales.reschedulePayouts(sellerId)
    return { capId, deleted: true }
  }

  function presentTax(row: PayeeTaxProfileRow | null): TaxProfile | null {
    if (!row) return null
    // Parsed, not cast: a row the contract does not describe is an error here, not in a client.
    return TaxProfileSchema.parse({
      formType: row.formType,
      legalName: row.legalName,
      businessName: row.businessName,
      country: row.country,
      state: row.state,
      address: row.address,
      // Never the tax id itself: only its last four characters.
      taxIdLast4: row.taxIdLast4,
      payoutMode: row.payoutMode,
      certifiedAt: row.certifiedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })
  }

  async function saveTax(sellerId: string, input: TaxInput) {
    if (!input.certify) {
      throw new AppError('VALIDATION', 'Certify that the information is correct.', {
        fields: [{ field: 'certify', code: 'tax.certify.required' }],
      })
    }
    const country = input.country.toUpperCase()
    if (!isCountryCode(country)) {
      throw new AppError('VALIDATION', 'Choose a country from the list.', {
        fields: [{ field: 'country', code: 'accountPayments.error.country' }],
      })
    }
    const state = input.state ? input.state.toUpperCase() : null
    if (state !== null && !isStateOf(country, state)) {
      throw new AppError('VALIDATION', 'Choose a state of the country from the list.', {
        fields: [{ field: 'state', code: 'accountPayments.error.state' }],
      })
    }
    const taxId = input.taxId.replace(/\s/g, '')
    if (input.formType === 'W9' && !/^\d{3}-?\d{2}-?\d{4}$|^\d{2}-?\d{7}$/.test(taxId)) {
      throw new AppError('VALIDATION', 'A US SSN or EIN has 9 digits.', {
        fields: [{ field: 'taxId', code: 'tax.taxId.invalid' }],
      })
    }
    const now = new Date()
    const values = {
      formType: input.formType,
      legalName: input.legalName,
      businessName: input.businessName ?? null,
      country,
      state,
      address: input.address,
      taxIdEncrypted: box.seal(taxId),
      taxIdLast4: lastFour(taxId),
      payoutMode: input.payoutMode ?? 'AUTO',
      certifiedAt: now,
      updatedAt: now,
    }
    await upsertTaxProfile(db, sellerId, values)
    await deps.sales.reschedulePayouts(sellerId)
    return presentTax(await findTax(sellerId))
  }

  /** PATCH v1/account/payee: payee fields of spec §3 (AccountName, EmailAddress) and mode. */
  async function savePayee(sellerId: string, input: { payoutMode?: PayoutMode | undefined }) {
    const tax = await findTax(sellerId)
    if (!tax) {
      throw new AppError('VALIDATION', 'Add your tax information first.', {
        fields: [{ field: 'tax', code: 'payee.tax.required' }],
      })
    }
    if (input.payoutMode) await setPayoutMode(db, sellerId, input.payoutMode, new Date())
    await deps.sales.reschedulePayouts(sellerId)
    return presentTax(await findTax(sellerId))
  }

  return {
    listAccounts,
    getAccount,
    addAccount,
    removeAccount,
    getTax: async (sellerId: string) => presentTax(await findTax(sellerId)),
    saveTax,
    savePayee,
  }
}

export type Payee = ReturnType<typeof createPayee>
