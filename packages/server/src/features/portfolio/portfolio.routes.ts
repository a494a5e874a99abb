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
import { portfolioEndpoints } from '@namefolio/core/portfolio/portfolio.endpoints'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { createPortfolioBulkService } from './portfolio-bulk.service.ts'
import { requireListViewer } from './list-viewer.ts'
import { countListingStats } from './listing-stats.repository.ts'
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
    bulkJobStreams?: number
    screenName?: PortfolioServiceDeps['screenName']
    recheckRegistration?: PortfolioServiceDeps['recheckRegistration']
  },
) {
  const portfolio = createPortfolioService(deps)
  const bulk = createPortfolioBulkService(deps)

  const E = portfolioEndpoints
  const notFound = (name: string) =>
    new AppError('NOT_FOUND', `No domain ${name} in your portfolio.`)
  const names = { body: DomainNamesInputSchema }
  const oneDomain = { params: DomainNameParamsSchema }
  const listQuery = { query: ListDomainsQuerySchema, response: DomainPageSchema }
  // The portfolio's hot list: rows come shaped by the database, serialized by compiled code.
  const list = { tags, schemas: listQuery, config: { compiledSerialization: true } }

  serveEndpoint(app, E.listDomains, list, async (request) =>
    portfolio.listDomains(requireListViewer(request, request.query.view), request.query),
  )

  serveEndpoint(
    app,
    E.listingStats,
    { tags: ['stats'], schemas: { query: ListingStatsQuerySchema, response: ListingStatsSchema } },
    async (request) => countListingStats(deps.db, seller(request).id, request.query),
  )

  serveEndpoint(
    app,
    E.domainsByNames,
    { tags, schemas: { ...names, response: DomainsByNamesResultSchema } },
    async (request) => portfolio.domainsByNames(seller(request), request.body.domainNames),
  )

  serveEndpoint(
    app,
    E.deleteDomains,
    { tags, schemas: { ...names, response: DeleteDomainsResultSchema } },
    async (request) => portfolio.deleteDomains(seller(request), request.body.domainNames),
  )

  serveEndpoint(
    app,
    E.relistDomains,
    { tags, schemas: { ...names, response: RelistResultSchema } },
    async (request) => {
      const user = seller(request)
      requireRecentSignIn(request, RELIST_RISK)
      return portfolio.relistDomains(user, request.body.domainNames)
    },
  )

  serveEndpoint(
    app,
    E.listedDomains,
    { tags, schemas: { ...names, response: ListedDomainsResultSchema } },
    async (request) => portfolio.listedDomains(seller(request), request.body.domainNames),
  )

  serveEndpoint(app, E.listListedDomains, list, async (request) =>
    portfolio.listDomains(seller(request), {
      ...request.query,
      view: 'selling',
      filter: ['listed'],
    }),
  )

  for (const target of [E.bulkEdit, E.bulkEditByUpdatePath]) {
    serveEndpoint(
      app,
      target,
      { tags, schemas: { body: BulkEditInputSchema, response: BulkEditResultSchema } },
      async (request) => bulk.bulkEdit(seller(request), request.body),
    )
  }

  serveEndpoint(
    app,
    E.bulkOperation,
    { tags, schemas: { body: BulkOperationInputSchema, response: BulkOperationAcceptedSchema } },
    async (request) => bulk.bulkOperation(seller(request), request.body),
  )

  const bulkJob = { params: JobIdParamsSchema, response: BulkOperationJobSchema }
  serveEndpoint(app, E.getBulkJob, { tags, schemas: bulkJob }, async (request) =>
    bulk.getJob(seller(request), request.params.jobId),
  )
  serveEndpoint(app, E.cancelBulkJob, { tags, schemas: bulkJob }, async (request) =>
    bulk.cancelJob(seller(request), request.params.jobId),
  )

  serveEndpoint(
    app,
    E.getDomain,
    {
      tags,
      schemas: { ...oneDomain, query: GetDomainQuerySchema, response: PortfolioDomainSchema },
    },
    async (request) =>
      portfolio.getDomain(seller(request), request.params.domainName, request.query),
  )

  serveEndpoint(
    app,
    E.editDomain,
    {
      tags,
      schemas: { ...oneDomain, body: EditDomainInputSchema, response: EditDomainResultSchema },
    },
    async (request) =>
      portfolio.editDomain(seller(request), request.params.domainName, request.body),
  )

  serveEndpoint(
    app,
    E.deleteDomain,
    { tags, schemas: { ...oneDomain, response: DeleteDomainsResultSchema } },
    async (request) => {
      const result = await portfolio.deleteDomains(seller(request), [request.params.domainName])
      if (result.deleted.length === 0) throw notFound(request.params.domainName)
      return result
    },
  )

  serveEndpoint(
    app,
    E.relistDomain,
    { tags, schemas: { ...oneDomain, response: RelistResultSchema } },
    async (request) => {
      const user = seller(request)
      requireRecentSignIn(request, RELIST_RISK)
      const result = await portfolio.relistDomains(user, [request.params.domainName])
      if (result.missing.length > 0) throw notFound(request.params.domainName)
      return result
    },
  )

  serveEndpoint(
    app,
    E.domainListed,
    { tags, schemas: { ...oneDomain, response: DomainListedSchema } },
    async (request) => {
      const { items } = await portfolio.listedDomains(seller(request), [request.params.domainName])
      if (!items[0]) throw notFound(request.params.domainName)
      return items[0]
    },
  )

  serveEndpoint(
    app,
    E.domainHistory,
    {
      tags,
      schemas: { ...oneDomain, query: DomainHistoryQuerySchema, response: DomainHistoryPageSchema },
    },
    async (request) =>
      portfolio.domainHistory(seller(request), request.params.domainName, request.query),
  )
  // Other features reuse the portfolio's bulk edit through the app layer (parking setup).
  return { bulk }
}
