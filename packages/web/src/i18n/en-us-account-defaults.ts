/** Default lander, lease-to-own defaults and ownership verification pages (issue 18). */
export const EN_US_ACCOUNT_DEFAULTS_MESSAGES = {} as const
