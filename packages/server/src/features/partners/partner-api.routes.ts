import {
  CreatePartnerOrderSchema,
  PartnerOrderParamsSchema,
  PartnerOrderSchema,
  PartnerQuoteParamsSchema,
  PartnerQuoteSchema,
  PartnerSearchQuerySchema,
  PartnerSearchResultSchema,
  PartnerWebhookSchema,
  RegisterPartnerWebhookSchema,
} from '@namefolio/core/partners/partner-network.contract'
import { partnerApiEndpoints } from '@namefolio/core/partners/partner-network.endpoints'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../http/app-error.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { PartnerDeps } from './partner-deps.ts'
import { requirePartner } from './partner-gate.ts'
import { quoteListing, searchListings } from './partner-listings.ts'
import { getPartnerOrder, placePartnerOrder } from './partner-orders.ts'

const tags = ['partner']
const IDEMPOTENCY_KEY = /^[\w.:-]{8,200}$/

/** The Idempotency-Key header, required on create order (DESIGN.md §3, as checkout does). */
function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key']
  const key = typeof raw === 'string' ? raw.trim() : ''
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      'VALIDATION',
      'An Idempotency-Key header is required (8 to 200 characters).',
      {
        fields: [{ field: 'Idempotency-Key', code: 'payments.idempotencyKey.required' }],
      },
    )
  }
  return key
}

/**
 * The partner API (issue 24, docs/partner-api.md): search, quote, order, order status and the
 * transfer webhook. Every route runs behind the partner gate (partner-gate.ts): key, per-partner
 * rate limit, metering. Each partner sees only its own orders.
 */
export function registerPartnerApiRoutes(app: ZodApp, deps: PartnerDeps): void {
  serveEndpoint(
    app,
    partnerApiEndpoints.search,
    { tags, schemas: { query: PartnerSearchQuerySchema, response: PartnerSearchResultSchema } },
    async (request) => {
      requirePartner(request)
      return searchListings(deps, request.query)
    },
  )
  serveEndpoint(
    app,
    partnerApiEndpoints.quote,
    { tags, schemas: { params: PartnerQuoteParamsSchema, response: PartnerQuoteSchema } },
    async (request) => {
      requirePartner(request)
      return quoteListing(deps, request.params.domainName)
    },
  )
  serveEndpoint(
    app,
    partnerApiEndpoints.createOrder,
    { tags, schemas: { body: CreatePartnerOrderSchema, response: PartnerOrderSchema } },
    async (request) =>
      placePartnerOrder(deps, requirePartner(request), request.body, idempotencyKeyOf(request)),
  )
  serveEndpoint(
    app,
    partnerApiEndpoints.getOrder,
    { tags, schemas: { params: PartnerOrderParamsSchema, response: PartnerOrderSchema } },
    async (request) => getPartnerOrder(deps, requirePartner(request), request.params.orderId),
  )
  serveEndpoint(
    app,
    partnerApiEndpoints.registerWebhook,
    { tags, schemas: { body: RegisterPartnerWebhookSchema, response: PartnerWebhookSchema } },
    async (request) => {
      const partner = requirePartner(request)
      const eventTypes = ['transfer.updated' as const]
      const created = await deps.webhooks.createEndpoint(
        deps.db,
        { kind: 'partner', id: partner.id },
        { url: request.body.url, eventTypes },
      )
      return { id: created.id, url: request.body.url, eventTypes, secret: created.secret }
    },
  )
}
