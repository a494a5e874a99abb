import { endpoint } from '../http/endpoint.ts'
import type {
  DomainTrafficParamsSchema,
  DomainTrafficQuerySchema,
  DomainTrafficSchema,
} from './domain-traffic.contract.ts'
import type { ListingStatsQuerySchema, ListingStatsSchema } from './listing-stats.contract.ts'
import type {
  BulkEditInputSchema,
  BulkEditResultSchema,
  BulkOperationAcceptedSchema,
  BulkOperationInputSchema,
  BulkOperationJobSchema,
  JobIdParamsSchema,
} from './portfolio-bulk.contract.ts'
import type {
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
} from './portfolio.contract.ts'

type DomainList = { query: typeof ListDomainsQuerySchema; response: typeof DomainPageSchema }
type Names = { body: typeof DomainNamesInputSchema }
type OneDomain = { params: typeof DomainNameParamsSchema }
type BulkEdit = { body: typeof BulkEditInputSchema; response: typeof BulkEditResultSchema }
type BulkJob = { params: typeof JobIdParamsSchema; response: typeof BulkOperationJobSchema }

/** The seller's portfolio (spec §3, §4, §7; decision 990: one contract per endpoint). */
export const portfolioEndpoints = {
  listDomains: endpoint<DomainList>()('GET', '/api/v2/domains'),
  listListedDomains: endpoint<DomainList>()('GET', '/api/v2/domains/portfolio/listed'),
  listingStats: endpoint<{
    query: typeof ListingStatsQuerySchema
    response: typeof ListingStatsSchema
  }>()('GET', '/api/v2/stats/listings'),
  domainsByNames: endpoint<Names & { response: typeof DomainsByNamesResultSchema }>()(
    'POST',
    '/api/v2/domains/byNames',
  ),
  deleteDomains: endpoint<Names & { response: typeof DeleteDomainsResultSchema }>()(
    'POST',
    '/api/v2/domains/delete',
  ),
  relistDomains: endpoint<Names & { response: typeof RelistResultSchema }>()(
    'POST',
    '/api/v2/domains/relist',
  ),
  listedDomains: endpoint<Names & { response: typeof ListedDomainsResultSchema }>()(
    'POST',
    '/api/v2/domains/listed',
  ),
  bulkEdit: endpoint<BulkEdit>()('PATCH', '/api/v2/domains'),
  bulkEditByUpdatePath: endpoint<BulkEdit>()('PATCH', '/api/v2/domains/update'),
  bulkOperation: endpoint<{
    body: typeof BulkOperationInputSchema
    response: typeof BulkOperationAcceptedSchema
  }>()('POST', '/api/v2/domains/bulkOperation'),
  getBulkJob: endpoint<BulkJob>()('GET', '/api/v2/domains/bulkOperation/:jobId'),
  cancelBulkJob: endpoint<BulkJob>()('POST', '/api/v2/domains/bulkOperation/:jobId/cancel'),
  getDomain: endpoint<
    OneDomain & { query: typeof GetDomainQuerySchema; response: typeof PortfolioDomainSchema }
  >()('GET', '/api/v2/domains/:domainName'),
  editDomain: endpoint<
    OneDomain & { body: typeof EditDomainInputSchema; response: typeof EditDomainResultSchema }
  >()('PATCH', '/api/v2/domains/:domainName'),
  deleteDomain: endpoint<OneDomain & { response: typeof DeleteDomainsResultSchema }>()(
    'DELETE',
    '/api/v2/domains/:domainName',
  ),
  relistDomain: endpoint<OneDomain & { response: typeof RelistResultSchema }>()(
    'POST',
    '/api/v2/domains/:domainName/relist',
  ),
  domainListed: endpoint<OneDomain & { response: typeof DomainListedSchema }>()(
    'GET',
    '/api/v2/domains/:domainName/listed',
  ),
  domainHistory: endpoint<
    OneDomain & { query: typeof DomainHistoryQuerySchema; response: typeof DomainHistoryPageSchema }
  >()('GET', '/api/v2/domains/:domainName/history'),
  domainTraffic: endpoint<{
    params: typeof DomainTrafficParamsSchema
    query: typeof DomainTrafficQuerySchema
    response: typeof DomainTrafficSchema
  }>()('GET', '/api/v1/stats/traffic/:domainName'),
}
