/**
 * Checkout link contracts (spec §3, §4 "Checkout link creation", §7 v1/transactions/link).
 *
 * - CreateCheckoutLinkInputSchema: `POST /api/v1/transactions/link` with the domain and the
 *   portfolio view it is created from (links exist only in the selling view, §4).
 *   Refused with VALIDATION and `fields[0].code` = the reason key of core's
 *   checkoutLinkEligibility (`portfolio.checkoutLink.disabled.<STATUS|hidden|view>`).
 *   A domain has at most one link: creating again answers the existing one.
 * - CheckoutLinkSchema: the link data (`linkId`, `url`, `transactionLink` = the same URL the
 *   buyer opens, and `details` of the domain for the link-details modal); answered by POST
 *   and `GET /api/v1/transactions/link/{linkId}`.
 * - `DELETE /api/v1/transactions/link/{linkId}` answers DeleteCheckoutLinkResultSchema.
 */
import { z } from 'zod'
import { DOMAIN_LISTING_STATUSES } from '../domains/domain-status.ts'
import { PORTFOLIO_LIST_VIEWS } from './portfolio.contract.ts'

export const CreateCheckoutLinkInputSchema = z.object({
  domainName: z.string().min(1).max(253),
  view: z.enum(PORTFOLIO_LIST_VIEWS).default('selling'),
})
export type CreateCheckoutLinkInput = z.input<typeof CreateCheckoutLinkInputSchema>

export const CheckoutLinkSchema = z.object({
  linkId: z.string(),
  url: z.string(),
  transactionLink: z.string(),
  details: z.object({
    domainName: z.string(),
    displayName: z.string(),
    status: z.enum(DOMAIN_LISTING_STATUSES),
    buynowPriceMicros: z.number().int().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
})
export type CheckoutLink = z.infer<typeof CheckoutLinkSchema>

export const CheckoutLinkParamsSchema = z.object({ linkId: z.string().min(1).max(64) })

export const DeleteCheckoutLinkResultSchema = z.object({
  deleted: z.literal(true),
  linkId: z.string(),
})
export type DeleteCheckoutLinkResult = z.infer<typeof DeleteCheckoutLinkResultSchema>
