/** Issue 24 (marketplace drift check and imports). */
export const EN_US_MARKETPLACE_IMPORTS_MESSAGES = {} as const
