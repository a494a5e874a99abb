/** Transaction messages, registrar instructions and sales statistics (issue 18). */
export const EN_US_TRANSACTION_EXTRAS_MESSAGES = {} as const
