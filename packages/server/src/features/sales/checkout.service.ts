import type { UserRow } from '../../db/schema/users.ts'
import { markCheckoutOpened } from './agreed-payment.repository.ts'
import { placeOrder, type PlaceOrderInput } from './checkout/place-order.ts'
import { resolveOffer, type CheckoutOffer, type CheckoutRequest } from './checkout/resolve-offer.ts'
import type { CheckoutDeps } from './checkout/checkout-deps.ts'

export type { CheckoutOffer, CheckoutSource } from './checkout/resolve-offer.ts'
export type { CheckoutDeps } from './checkout/checkout-deps.ts'
export type { PlaceOrderInput, PlaceOrderResult } from './checkout/place-order.ts'

/** Checkout (decision 800): what a buyer may buy, at which price, and the paid order. */
export function createCheckout(deps: CheckoutDeps) {
  /** The checkout page: an agreed price's buyer opening it is a signal the seller sees (decision 961). */
  async function openCheckout(
    buyer: UserRow | null,
    input: CheckoutRequest,
  ): Promise<CheckoutOffer> {
    const offer = await resolveOffer(deps.db, buyer, input)
    if (offer.agreedPriceId !== null && buyer !== null) {
      await markCheckoutOpened(deps.db, offer.agreedPriceId, deps.now())
    }
    return offer
  }

  return {
    resolveOffer: (buyer: UserRow | null, input: CheckoutRequest) =>
      resolveOffer(deps.db, buyer, input),
    openCheckout,
    placeOrder: (buyer: UserRow, input: PlaceOrderInput, key: string) =>
      placeOrder(deps, buyer, input, key),
  }
}

export type Checkout = ReturnType<typeof createCheckout>
