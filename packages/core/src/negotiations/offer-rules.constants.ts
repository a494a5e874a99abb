/** Values of `offer-rules.contract.ts` without zod, so the browser can use them (decision 1265). */

/** A reply template is a short note to the buyer, not a letter. */
export const OFFER_RULE_TEMPLATE_MAX = 1000
