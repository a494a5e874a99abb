import { endpoint } from '../http/endpoint.ts'
import type {
  CreatePartnerOrderSchema,
  CreatePartnerSchema,
  DomainPartnerParamsSchema,
  DomainPartnerVisibilityInputSchema,
  DomainPartnerVisibilitySchema,
  EmptyBodySchema,
  IssuedPartnerKeySchema,
  PartnerListSchema,
  PartnerKeyParamsSchema,
  PartnerOptInInputSchema,
  PartnerOptInSchema,
  PartnerOrderParamsSchema,
  PartnerOrderSchema,
  PartnerParamsSchema,
  PartnerQuoteParamsSchema,
  PartnerQuoteSchema,
  PartnerSchema,
  PartnerSearchQuerySchema,
  PartnerSearchResultSchema,
  PartnerUsageSchema,
  PartnerWebhookSchema,
  RegisterPartnerWebhookSchema,
  RevokedPartnerKeySchema,
} from './partner-network.contract.ts'

/** The partner API (issue 24): `Authorization: Bearer <partner key>`, never a session. */
export const partnerApiEndpoints = {
  search: endpoint<{
    query: typeof PartnerSearchQuerySchema
    response: typeof PartnerSearchResultSchema
  }>()('GET', '/api/partner/v1/listings'),
  quote: endpoint<{
    params: typeof PartnerQuoteParamsSchema
    response: typeof PartnerQuoteSchema
  }>()('GET', '/api/partner/v1/listings/:domainName/quote'),
  createOrder: endpoint<{
    body: typeof CreatePartnerOrderSchema
    response: typeof PartnerOrderSchema
  }>()('POST', '/api/partner/v1/orders', { status: 201 }),
  getOrder: endpoint<{
    params: typeof PartnerOrderParamsSchema
    response: typeof PartnerOrderSchema
  }>()('GET', '/api/partner/v1/orders/:orderId'),
  registerWebhook: endpoint<{
    body: typeof RegisterPartnerWebhookSchema
    response: typeof PartnerWebhookSchema
  }>()('POST', '/api/partner/v1/webhooks', { status: 201 }),
}

/** Partner accounts, their keys and usage: admin role only (checked on the server). */
export const adminPartnerEndpoints = {
  list: endpoint<{ response: typeof PartnerListSchema }>()('GET', '/api/v1/admin/partners'),
  create: endpoint<{
    body: typeof CreatePartnerSchema
    response: typeof PartnerSchema
  }>()('POST', '/api/v1/admin/partners', { status: 201 }),
  issueKey: endpoint<{
    params: typeof PartnerParamsSchema
    body: typeof EmptyBodySchema
    response: typeof IssuedPartnerKeySchema
  }>()('POST', '/api/v1/admin/partners/:partnerId/keys', { status: 201 }),
  revokeKey: endpoint<{
    params: typeof PartnerKeyParamsSchema
    response: typeof RevokedPartnerKeySchema
  }>()('DELETE', '/api/v1/admin/partners/:partnerId/keys/:keyId'),
  usage: endpoint<{
    params: typeof PartnerParamsSchema
    response: typeof PartnerUsageSchema
  }>()('GET', '/api/v1/admin/partners/:partnerId/usage'),
}

/** A seller's choice of which names partner sites show (issue 24, /account/boost). */
export const partnerOptInEndpoints = {
  get: endpoint<{ response: typeof PartnerOptInSchema }>()('GET', '/api/v1/account/partner-sites'),
  update: endpoint<{
    body: typeof PartnerOptInInputSchema
    response: typeof PartnerOptInSchema
  }>()('PUT', '/api/v1/account/partner-sites'),
  getDomain: endpoint<{
    params: typeof DomainPartnerParamsSchema
    response: typeof DomainPartnerVisibilitySchema
  }>()('GET', '/api/v1/domains/:domainName/partner-sites'),
  updateDomain: endpoint<{
    params: typeof DomainPartnerParamsSchema
    body: typeof DomainPartnerVisibilityInputSchema
    response: typeof DomainPartnerVisibilitySchema
  }>()('PUT', '/api/v1/domains/:domainName/partner-sites'),
}
