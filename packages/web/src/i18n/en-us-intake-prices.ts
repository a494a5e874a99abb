/** Prices of new names and repricing by CSV (issue 15). */
export const EN_US_INTAKE_PRICES_MESSAGES = {} as const
