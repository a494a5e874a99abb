/** Saved portfolio views and restored filters (issue 15). */
export const EN_US_SAVED_VIEWS_MESSAGES = {} as const
