import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  CheckoutLinkParamsSchema,
  CheckoutLinkSchema,
  CreateCheckoutLinkInputSchema,
  DeleteCheckoutLinkResultSchema,
} from './checkout-link.contract.ts'

/**
 * The zod schemas of each `checkoutLinkEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const checkoutLinkSchemas = {
  createLink: { body: CreateCheckoutLinkInputSchema, response: CheckoutLinkSchema },
  getLink: { params: CheckoutLinkParamsSchema, response: CheckoutLinkSchema },
  deleteLink: { params: CheckoutLinkParamsSchema, response: DeleteCheckoutLinkResultSchema },
} satisfies Record<string, EndpointSchemas>
