/** Issue 24 (webhooks). */
export const EN_US_WEBHOOKS_MESSAGES = {} as const
