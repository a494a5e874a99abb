import {
  BulkEditInputSchema,
  BulkEditResultSchema,
  BulkOperationAcceptedSchema,
  BulkOperationInputSchema,
  BulkOperationJobSchema,
  JobIdParamsSchema,
} from '@namefolio/core/portfolio/portfolio-bulk.contract'
import {
  ListingStatsQuerySchema,
  ListingStatsSchema,
} from '@namefolio/core/portfolio/listing-stats.contract'
import {
  DeleteDomainsResultSchema,
  DomainHistoryPageSchema,
  DomainHistoryQuerySchema,
  DomainListedSchema,
  DomainNameParamsSchema,
  DomainNamesInputSchema,
  DomainPageSchema,
  DomainsByNamesResultSchema,
  EditDomainInputSchema,
  EditDomainResultSchema,
  GetDomainQuerySchema,
  ListDomainsQuerySchema,
  ListedDomainsResultSchema,
  PortfolioDomainSchema,
  RelistResultSchema,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { createPortfolioBulkService } from './portfolio-bulk.service.ts'
import { countListingStats } from './portfolio.repository.ts'
import { createPortfolioService, type PortfolioServiceDeps } from './portfolio.service.ts'

/**
 * Resubmitting needs a sign-in within the medium-risk window (24 h), else the step-up answer
 * sends the seller to sign in and the portal resumes the resubmit (spec §4, §6; decision 651).
 */
const RELIST_RISK = 'medium'

const tags = ['portfolio']
const seller = (request: FastifyRequest) => requireRole(request, 'seller')

export function registerPortfolioRoutes(
  app: ZodApp,
  deps: {
    db: Db
    jobs: Jobs
    checkoutLinkUrl: (linkId: string) => string
    listingChanges?: ListingChanges
    screenName?: PortfolioServiceDeps['screenName']
    recheckRegistration?: PortfolioServiceDeps['recheckRegistration']
  },
): void {
  const portfolio = createPortfolioService(deps)
  const bulk = createPortfolioBulkService(deps)

  app.get(
    '/api/v2/domains',
    {
      schema: { tags, querystring: ListDomainsQuerySchema, response: { 200: DomainPageSchema } },
    },
    async (request) => portfolio.listDomains(seller(request), request.query),
  )

  app.get(
    '/api/v2/stats/listings',
    {
      schema: {
        tags: ['stats'],
        querystring: ListingStatsQuerySchema,
        response: { 200: ListingStatsSchema },
      },
    },
    async (request) => countListingStats(deps.db, seller(request).id, request.query),
  )

  app.post(
    '/api/v2/domains/byNames',
    {
      schema: {
        tags,
        body: DomainNamesInputSchema,
        response: { 200: DomainsByNamesResultSchema },
      },
    },
    async (request) => portfolio.domainsByNames(seller(request), request.body.domainNames),
  )

  app.post(
    '/api/v2/domains/delete',
    {
      schema: { tags, body: DomainNamesInputSchema, response: { 200: DeleteDomainsResultSchema } },
    },
    async (request) => portfolio.deleteDomains(seller(request), request.body.domainNames),
  )

  app.post(
    '/api/v2/domains/relist',
    { schema: { tags, body: DomainNamesInputSchema, response: { 200: RelistResultSchema } } },
    async (request) => {
      const user = seller(request)
      requireRecentSignIn(request, RELIST_RISK)
      return portfolio.relistDomains(user, request.body.domainNames)
    },
  )

  app.post(
    '/api/v2/domains/listed',
    {
      schema: { tags, body: DomainNamesInputSchema, response: { 200: ListedDomainsResultSchema } },
    },
    async (request) => portfolio.listedDomains(seller(request), request.body.domainNames),
  )

  app.get(
    '/api/v2/domains/portfolio/listed',
    {
      schema: { tags, querystring: ListDomainsQuerySchema, response: { 200: DomainPageSchema } },
    },
    async (request) =>
      portfolio.listDomains(seller(request), {
        ...request.query,
        view: 'selling',
        filter: ['listed'],
      }),
  )

  for (const url of ['/api/v2/domains', '/api/v2/domains/update']) {
    app.patch(
      url,
      { schema: { tags, body: BulkEditInputSchema, response: { 200: BulkEditResultSchema } } },
      async (request) => bulk.bulkEdit(seller(request), request.body),
    )
  }

  app.post(
    '/api/v2/domains/bulkOperation',
    {
      schema: {
        tags,
        body: BulkOperationInputSchema,
        response: { 200: BulkOperationAcceptedSchema },
      },
    },
    async (request) => bulk.bulkOperation(seller(request), request.body),
  )

  app.get(
    '/api/v2/domains/bulkOperation/:jobId',
    {
      schema: { tags, params: JobIdParamsSchema, response: { 200: BulkOperationJobSchema } },
    },
    async (request) => bulk.getJob(seller(request), request.params.jobId),
  )

  app.post(
    '/api/v2/domains/bulkOperation/:jobId/cancel',
    {
      schema: { tags, params: JobIdParamsSchema, response: { 200: BulkOperationJobSchema } },
    },
    async (request) => bulk.cancelJob(seller(request), request.params.jobId),
  )

  app.get(
    '/api/v2/domains/:domainName',
    {
      schema: {
        tags,
        params: DomainNameParamsSchema,
        querystring: GetDomainQuerySchema,
        response: { 200: PortfolioDomainSchema },
      },
    },
    async (request) =>
      portfolio.getDomain(seller(request), request.params.domainName, request.query),
  )

  app.patch(
    '/api/v2/domains/:domainName',
    {
      schema: {
        tags,
        params: DomainNameParamsSchema,
        body: EditDomainInputSchema,
        response: { 200: EditDomainResultSchema },
      },
    },
    async (request) =>
      portfolio.editDomain(seller(request), request.params.domainName, request.body),
  )

  app.delete(
    '/api/v2/domains/:domainName',
    {
      schema: {
        tags,
        params: DomainNameParamsSchema,
        response: { 200: DeleteDomainsResultSchema },
      },
    },
    async (request) => {
      const result = await portfolio.deleteDomains(seller(request), [request.params.domainName])
      if (result.deleted.length === 0) {
        throw new AppError('NOT_FOUND', `No domain ${request.params.domainName} in your portfolio.`)
      }
      return result
    },
  )

  app.post(
    '/api/v2/domains/:domainName/relist',
    { schema: { tags, params: DomainNameParamsSchema, response: { 200: RelistResultSchema } } },
    async (request) => {
      const user = seller(request)
      requireRecentSignIn(request, RELIST_RISK)
      const result = await portfolio.relistDomains(user, [request.params.domainName])
      if (result.missing.length > 0) {
        throw new AppError('NOT_FOUND', `No domain ${request.params.domainName} in your portfolio.`)
      }
      return result
    },
  )

  app.get(
    '/api/v2/domains/:domainName/listed',
    { schema: { tags, params: DomainNameParamsSchema, response: { 200: DomainListedSchema } } },
    async (request) => {
      const { items } = await portfolio.listedDomains(seller(request), [request.params.domainName])
      if (!items[0]) {
        throw new AppError('NOT_FOUND', `No domain ${request.params.domainName} in your portfolio.`)
      }
      return items[0]
    },
  )

  app.get(
    '/api/v2/domains/:domainName/history',
    {
      schema: {
        tags,
        params: DomainNameParamsSchema,
        querystring: DomainHistoryQuerySchema,
        response: { 200: DomainHistoryPageSchema },
      },
    },
    async (request) =>
      portfolio.domainHistory(seller(request), request.params.domainName, request.query),
  )
}
