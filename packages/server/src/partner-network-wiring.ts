import type { FastifyInstance } from 'fastify'
import type { Db } from './db/client.ts'
import { registerPartners } from './features/partners/partners.register.ts'
import { publishTransferUpdate } from './features/partners/publish-transfer-update.ts'
import type { registerSales } from './features/sales/sales.register.ts'
import { createWebhookEndpoint } from './features/webhooks/create-webhook-endpoint.ts'
import { publishWebhookEvent } from './features/webhooks/publish-webhook-event.ts'

/** The webhooks feature's calls the partner network uses (features never import each other). */
const partnerWebhooks = { createEndpoint: createWebhookEndpoint, publish: publishWebhookEvent }

/**
 * What sales is told (issue 24): a transfer change of a partner's order becomes a
 * `transfer.updated` event for the partner and the seller. Spread into registerSales's deps.
 */
export const partnerSalesHooks = { onTransactionMoved: publishTransferUpdate(partnerWebhooks) }

/** The distribution network (issue 24), wired to the normal checkout. Called from app.ts. */
export function registerPartnerNetwork(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; money: ReturnType<typeof registerSales> },
): void {
  registerPartners(app, {
    db: deps.db,
    now: deps.now,
    placeOrder: deps.money.checkout.placeOrder,
    webhooks: partnerWebhooks,
    isSandbox: deps.money.provider.isSandbox,
  })
}
