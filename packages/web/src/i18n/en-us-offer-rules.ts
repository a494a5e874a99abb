/** Issue 24 (offer rules). */
export const EN_US_OFFER_RULES_MESSAGES = {} as const
