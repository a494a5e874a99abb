/** Issue 24 (API documentation). */
export const EN_US_API_DOCS_MESSAGES = {} as const
