/** Updating names already held from a CSV, with its preview (issue 15). */
export const EN_US_CSV_UPDATE_MESSAGES = {} as const
