/** Boost, discount domain club, partner status, approval states, release notes and linked accounts (issue 18). */
export const EN_US_ACCOUNT_STANDING_MESSAGES = {} as const
