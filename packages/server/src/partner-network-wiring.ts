import type { FastifyInstance } from 'fastify'
import { registerPartners } from './features/partners/partners.register.ts'
import { publishTransferUpdate } from './features/partners/publish-transfer-update.ts'
import { registerSales } from './features/sales/sales.register.ts'
import { createWebhookEndpoint } from './features/webhooks/create-webhook-endpoint.ts'
import { publishWebhookEvent } from './features/webhooks/publish-webhook-event.ts'
import { webhookTargetPolicyOf } from './features/webhooks/webhooks.register.ts'
import type { PartnerWebhooks } from './features/partners/partner-deps.ts'
import type { Env } from './config/env.ts'

/** The webhooks feature's calls the partner network uses (features never import each other). */
function partnerWebhooksFor(env: Env): PartnerWebhooks {
  const policy = webhookTargetPolicyOf(env)
  return {
    createEndpoint: (db, owner, input) => createWebhookEndpoint(db, owner, input, policy),
    publish: publishWebhookEvent,
  }
}

/**
 * Money (issue 8) and the distribution network that sells through it (issue 24): partners'
 * orders go through this checkout, and a transfer change of a partner's order becomes a
 * `transfer.updated` event for the partner and the seller. Called from app.ts.
 */
export function registerSalesAndPartners(
  app: FastifyInstance,
  deps: Parameters<typeof registerSales>[1],
): ReturnType<typeof registerSales> {
  const partnerWebhooks = partnerWebhooksFor(deps.env)
  const money = registerSales(app, {
    ...deps,
    onTransactionMoved: publishTransferUpdate(partnerWebhooks),
  })
  registerPartners(app, {
    db: deps.db,
    now: money.clock.now,
    placeOrder: money.checkout.placeOrder,
    webhooks: partnerWebhooks,
    isSandbox: money.provider.isSandbox,
  })
  return money
}
