import { endpoint } from '../http/endpoint.ts'
import type { checkoutSchemas as S } from './checkout.schemas.ts'

/** The checkout's JSON API (decisions 800, 990); its pages stay server-rendered routes. */
export const checkoutEndpoints = {
  quote: endpoint<typeof S.quote>()('GET', '/api/v1/checkout/quote'),
  placeOrder: endpoint<typeof S.placeOrder>()('POST', '/api/v1/checkout/orders'),
}
