import { portfolioSchemas as S } from '@namefolio/core/portfolio/portfolio.schemas'
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
    now?: PortfolioServiceDeps['now']
  },
) {
  const portfolio = createPortfolioService(deps)
  const bulk = createPortfolioBulkService(deps)

  const E = portfolioEndpoints
  const notFound = (name: string) =>
    new AppError('NOT_FOUND', `No domain ${name} in your portfolio.`)
  // The portfolio's hot list: rows come shaped by the database, serialized by compiled code.
  const list = { tags, schemas: S.listDomains, config: { compiledSerialization: true } }

  serveEndpoint(app, E.listDomains, list, async (request) =>
    portfolio.listDomains(requireListViewer(request, request.query.view), request.query),
  )

  serveEndpoint(
    app,
    E.listingStats,
    { tags: ['stats'], schemas: S.listingStats },
    async (request) => countListingStats(deps.db, seller(request).id, request.query),
  )

  serveEndpoint(app, E.domainsByNames, { tags, schemas: S.domainsByNames }, async (request) =>
    portfolio.domainsByNames(seller(request), request.body.domainNames),
  )

  serveEndpoint(app, E.deleteDomains, { tags, schemas: S.deleteDomains }, async (request) =>
    portfolio.deleteDomains(seller(request), request.body.domainNames),
  )

  serveEndpoint(app, E.relistDomains, { tags, schemas: S.relistDomains }, async (request) => {
    const user = seller(request)
    requireRecentSignIn(request, RELIST_RISK)
    return portfolio.relistDomains(user, request.body.domainNames)
  })

  serveEndpoint(app, E.listedDomains, { tags, schemas: S.listedDomains }, async (request) =>
    portfolio.listedDomains(seller(request), request.body.domainNames),
  )

  serveEndpoint(app, E.listListedDomains, list, async (request) =>
    portfolio.listDomains(seller(request), {
      ...request.query,
      view: 'selling',
      filter: ['listed'],
    }),
  )

  for (const target of [E.bulkEdit, E.bulkEditByUpdatePath]) {
    serveEndpoint(app, target, { tags, schemas: S.bulkEdit }, async (request) =>
      bulk.bulkEdit(seller(request), request.body),
    )
  }

  serveEndpoint(app, E.bulkOperation, { tags, schemas: S.bulkOperation }, async (request) =>
    bulk.bulkOperation(seller(request), request.body),
  )

  serveEndpoint(app, E.getBulkJob, { tags, schemas: S.getBulkJob }, async (request) =>
    bulk.getJob(seller(request), request.params.jobId),
  )
  serveEndpoint(app, E.cancelBulkJob, { tags, schemas: S.cancelBulkJob }, async (request) =>
    bulk.cancelJob(seller(request), request.params.jobId),
  )

  serveEndpoint(
    app,
    E.getDomain,
    {
      tags,
      schemas: S.getDomain,
    },
    async (request) =>
      portfolio.getDomain(seller(request), request.params.domainName, request.query),
  )

  serveEndpoint(
    app,
    E.editDomain,
    {
      tags,
      schemas: S.editDomain,
    },
    async (request) =>
      portfolio.editDomain(seller(request), request.params.domainName, request.body),
  )

  serveEndpoint(app, E.deleteDomain, { tags, schemas: S.deleteDomain }, async (request) => {
    const result = await portfolio.deleteDomains(seller(request), [request.params.domainName])
    if (result.deleted.length === 0) throw notFound(request.params.domainName)
    return result
  })

  serveEndpoint(app, E.relistDomain, { tags, schemas: S.relistDomain }, async (request) => {
    const user = seller(request)
    requireRecentSignIn(request, RELIST_RISK)
    const result = await portfolio.relistDomains(user, [request.params.domainName])
    if (result.missing.length > 0) throw notFound(request.params.domainName)
    return result
  })

  serveEndpoint(app, E.domainListed, { tags, schemas: S.domainListed }, async (request) => {
    const { items } = await portfolio.listedDomains(seller(request), [request.params.domainName])
    if (!items[0]) throw notFound(request.params.domainName)
    return items[0]
  })

  serveEndpoint(
    app,
    E.domainHistory,
    {
      tags,
      schemas: S.domainHistory,
    },
    async (request) =>
      portfolio.domainHistory(seller(request), request.params.domainName, request.query),
  )
  // Other features reuse the portfolio's bulk edit through the app layer (parking setup).
  return { bulk }
}
