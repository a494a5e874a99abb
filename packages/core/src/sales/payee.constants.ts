/** Values of `payee.contract.ts` without zod, so the browser can use them (decision 1265). */

export const TAX_FORM_TYPES = ['W9', 'W8BEN', 'W8BENE'] as const
export type TaxFormType = (typeof TAX_FORM_TYPES)[number]
