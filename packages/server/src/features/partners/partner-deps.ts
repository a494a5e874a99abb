import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'

/** The normal checkout's order (sales), as the app layer hands it to this feature. */
export type CheckoutPlaceOrder = (
  buyer: UserRow,
  input: {
    source: 'LANDER'
    domainName: string
    kind: 'SALE'
    cardNumber: string
    cardName: string
  },
  idempotencyKey: string,
) => Promise<{
  orderId: string
  status: 'PAID' | 'DECLINED' | 'FAILED'
  transactionId: string | null
  sandbox: boolean
}>

/** The webhooks feature's two calls, handed in by the app layer (features never import each other). */
export type PartnerWebhooks = {
  createEndpoint: (
    db: Db,
    owner: WebhookOwner,
    input: { url: string; eventTypes: WebhookEventType[] },
  ) => Promise<{ id: string; secret: string }>
  publish: (
    db: Db,
    event: { type: WebhookEventType; owners: WebhookOwner[]; data: Record<string, unknown> },
  ) => Promise<{ messageId: string; deliveries: number }>
}

export type PartnerDeps = {
  db: Db
  now: () => Date
  placeOrder: CheckoutPlaceOrder
  webhooks: PartnerWebhooks
  /** Whether payments go through the built-in sandbox adapter (labelled in answers). */
  isSandbox: boolean
}
