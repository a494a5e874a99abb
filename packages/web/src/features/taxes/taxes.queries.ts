import { queryOptions } from '@tanstack/react-query'
import type { TaxInput } from '@namefolio/core/sales/payee.contract'
import { taxEndpoints } from '@namefolio/core/sales/taxes.endpoints'
import { callEndpoint } from '../../lib/api-client'

export { TAX_FORM_TYPES } from '@namefolio/core/sales/payee.constants'
export type { TaxInput, TaxProfile } from '@namefolio/core/sales/payee.contract'
export type { TaxFormType } from '@namefolio/core/sales/payee.constants'

export const taxKeys = { profile: ['taxes', 'profile'] as const }

export const taxQueries = {
  profile: () =>
    queryOptions({
      queryKey: taxKeys.profile,
      queryFn: ({ signal }) => callEndpoint(taxEndpoints.profile, {}, { signal }),
    }),
}

export function saveTax(input: TaxInput) {
  return callEndpoint(taxEndpoints.save, { body: input })
}

/** A W-9 tax id (SSN or EIN) has 9 digits, with or without dashes (as the server checks). */
export function isValidUsTaxId(value: string): boolean {
  return /^\d{3}-?\d{2}-?\d{4}$|^\d{2}-?\d{7}$/.test(value.replace(/\s/g, ''))
}

/** The tax id as shown: masked but for its last four characters (decision 806). */
export function maskTaxId(last4: string): string {
  return `•••-••-${last4}`
}
