/** The zod-free values of `payee.contract.ts`, for the browser (decision 1265). */

export const TAX_FORM_TYPES = ['W9', 'W8BEN', 'W8BENE'] as const
export type TaxFormType = (typeof TAX_FORM_TYPES)[number]
