/** Portfolio export and the deal columns of Sold, Leased and Purchases (issue 15). */
export const EN_US_PORTFOLIO_EXPORT_MESSAGES = {} as const
