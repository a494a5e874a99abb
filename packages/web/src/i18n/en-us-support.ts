/** Support cases (issue 18). */
export const EN_US_SUPPORT_MESSAGES = {} as const
