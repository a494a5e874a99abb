import { endpoint } from '../http/endpoint.ts'
import type {
  CheckoutLinkParamsSchema,
  CheckoutLinkSchema,
  CreateCheckoutLinkInputSchema,
  DeleteCheckoutLinkResultSchema,
} from './checkout-link.contract.ts'

/** A seller's checkout links (spec §3, §4, §7 v1/transactions/link; decision 990). */
export const checkoutLinkEndpoints = {
  createLink: endpoint<{
    body: typeof CreateCheckoutLinkInputSchema
    response: typeof CheckoutLinkSchema
  }>()('POST', '/api/v1/transactions/link'),
  getLink: endpoint<{
    params: typeof CheckoutLinkParamsSchema
    response: typeof CheckoutLinkSchema
  }>()('GET', '/api/v1/transactions/link/:linkId'),
  deleteLink: endpoint<{
    params: typeof CheckoutLinkParamsSchema
    response: typeof DeleteCheckoutLinkResultSchema
  }>()('DELETE', '/api/v1/transactions/link/:linkId'),
}
