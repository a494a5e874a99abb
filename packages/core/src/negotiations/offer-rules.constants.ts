/** The zod-free values of `offer-rules.contract.ts`, for the browser (decision 1265). */

/** A reply template is a short note to the buyer, not a letter. */
export const OFFER_RULE_TEMPLATE_MAX = 1000
