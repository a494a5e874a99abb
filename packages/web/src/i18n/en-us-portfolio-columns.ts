/** Per-view columns, the column chooser and saved views (issue 15). */
export const EN_US_PORTFOLIO_COLUMNS_MESSAGES = {} as const
