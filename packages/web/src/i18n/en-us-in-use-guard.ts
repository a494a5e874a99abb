/** Issue 24 (in-use guard). */
export const EN_US_IN_USE_GUARD_MESSAGES = {} as const
