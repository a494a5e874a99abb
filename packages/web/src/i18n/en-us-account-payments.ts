/** Payout accounts, provider onboarding and countries/states (issue 18). */
export const EN_US_ACCOUNT_PAYMENTS_MESSAGES = {} as const
