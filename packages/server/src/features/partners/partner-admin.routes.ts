import {
  CreatePartnerSchema,
  DomainPartnerParamsSchema,
  DomainPartnerVisibilityInputSchema,
  DomainPartnerVisibilitySchema,
  EmptyBodySchema,
  IssuedPartnerKeySchema,
  PartnerKeyParamsSchema,
  PartnerListSchema,
  PartnerOptInInputSchema,
  PartnerOptInSchema,
  PartnerParamsSchema,
  PartnerSchema,
  PartnerUsageSchema,
  RevokedPartnerKeySchema,
} from '@namefolio/core/partners/partner-network.contract'
import {
  adminPartnerEndpoints,
  partnerOptInEndpoints,
} from '@namefolio/core/partners/partner-network.endpoints'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { PartnerAdmin } from './manage-partners.ts'
import type { PartnerOptInService } from './partner-opt-in.ts'

/** Admins manage partner accounts, keys and usage (issue 24); every route checks the role. */
export function registerPartnerAdminRoutes(app: ZodApp, admin: PartnerAdmin): void {
  const tags = ['partners']
  serveEndpoint(
    app,
    adminPartnerEndpoints.list,
    { tags, schemas: { response: PartnerListSchema } },
    async (request) => {
      requireRole(request, 'admin')
      return admin.list()
    },
  )
  serveEndpoint(
    app,
    adminPartnerEndpoints.create,
    { tags, schemas: { body: CreatePartnerSchema, response: PartnerSchema } },
    async (request) => {
      requireRole(request, 'admin')
      return admin.create(request.body)
    },
  )
  serveEndpoint(
    app,
    adminPartnerEndpoints.issueKey,
    {
      tags,
      schemas: {
        params: PartnerParamsSchema,
        body: EmptyBodySchema,
        response: IssuedPartnerKeySchema,
      },
    },
    async (request) => {
      requireRole(request, 'admin')
      return admin.issueKey(request.params.partnerId)
    },
  )
  serveEndpoint(
    app,
    adminPartnerEndpoints.revokeKey,
    { tags, schemas: { params: PartnerKeyParamsSchema, response: RevokedPartnerKeySchema } },
    async (request) => {
      requireRole(request, 'admin')
      return admin.revokeKey(request.params.partnerId, request.params.keyId)
    },
  )
  serveEndpoint(
    app,
    adminPartnerEndpoints.usage,
    { tags, schemas: { params: PartnerParamsSchema, response: PartnerUsageSchema } },
    async (request) => {
      requireRole(request, 'admin')
      return admin.usage(request.params.partnerId)
    },
  )
}

/** A seller's choice of which names partner sites show; only their own account and domains. */
export function registerPartnerOptInRoutes(app: ZodApp, optIn: PartnerOptInService): void {
  const tags = ['account']
  serveEndpoint(
    app,
    partnerOptInEndpoints.get,
    { tags, schemas: { response: PartnerOptInSchema } },
    async (request) => optIn.get(requireRole(request, 'seller').id),
  )
  serveEndpoint(
    app,
    partnerOptInEndpoints.update,
    { tags, schemas: { body: PartnerOptInInputSchema, response: PartnerOptInSchema } },
    async (request) =>
      optIn.update(requireRole(request, 'seller').id, request.body.showOnPartnerSites),
  )
  serveEndpoint(
    app,
    partnerOptInEndpoints.getDomain,
    {
      tags: ['domains'],
      schemas: { params: DomainPartnerParamsSchema, response: DomainPartnerVisibilitySchema },
    },
    async (request) =>
      optIn.getDomain(requireRole(request, 'seller').id, request.params.domainName),
  )
  serveEndpoint(
    app,
    partnerOptInEndpoints.updateDomain,
    {
      tags: ['domains'],
      schemas: {
        params: DomainPartnerParamsSchema,
        body: DomainPartnerVisibilityInputSchema,
        response: DomainPartnerVisibilitySchema,
      },
    },
    async (request) =>
      optIn.updateDomain(
        requireRole(request, 'seller').id,
        request.params.domainName,
        request.body.visibility,
      ),
  )
}
