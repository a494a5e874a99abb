import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  CheckoutQuoteQuerySchema,
  CheckoutQuoteSchema,
  PlaceOrderBodySchema,
  PlaceOrderResultSchema,
} from './checkout.contract.ts'

/**
 * The zod schemas of each `checkoutEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const checkoutSchemas = {
  quote: { query: CheckoutQuoteQuerySchema, response: CheckoutQuoteSchema },
  placeOrder: { body: PlaceOrderBodySchema, response: PlaceOrderResultSchema },
} satisfies Record<string, EndpointSchemas>
