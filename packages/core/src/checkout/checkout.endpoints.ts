import { endpoint } from '../http/endpoint.ts'
import type {
  CheckoutQuoteQuerySchema,
  CheckoutQuoteSchema,
  PlaceOrderBodySchema,
  PlaceOrderResultSchema,
} from './checkout.contract.ts'

/** The checkout's JSON API (decisions 800, 990); its pages stay server-rendered routes. */
export const checkoutEndpoints = {
  quote: endpoint<{
    query: typeof CheckoutQuoteQuerySchema
    response: typeof CheckoutQuoteSchema
  }>()('GET', '/api/v1/checkout/quote'),
  placeOrder: endpoint<{
    body: typeof PlaceOrderBodySchema
    response: typeof PlaceOrderResultSchema
  }>()('POST', '/api/v1/checkout/orders'),
}
