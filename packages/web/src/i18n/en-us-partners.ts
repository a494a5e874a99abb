/** Issue 24 (partner network). */
export const EN_US_PARTNERS_MESSAGES = {} as const
