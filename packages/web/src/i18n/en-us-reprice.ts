/** Bulk repricing, its preview, refusals and undo (issue 15). */
export const EN_US_REPRICE_MESSAGES = {} as const
