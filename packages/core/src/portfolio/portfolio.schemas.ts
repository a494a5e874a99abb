import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  DomainTrafficParamsSchema,
  DomainTrafficQuerySchema,
  DomainTrafficSchema,
} from './domain-traffic.contract.ts'
import { ListingStatsQuerySchema, ListingStatsSchema } from './listing-stats.contract.ts'
import {
  BulkEditInputSchema,
  BulkEditResultSchema,
  BulkOperationAcceptedSchema,
  BulkOperationInputSchema,
  BulkOperationJobSchema,
  JobIdParamsSchema,
} from './portfolio-bulk.contract.ts'
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
} from './portfolio.contract.ts'

const domainList = { query: ListDomainsQuerySchema, response: DomainPageSchema }
const names = { body: DomainNamesInputSchema }
const oneDomain = { params: DomainNameParamsSchema }
const bulkEdit = { body: BulkEditInputSchema, response: BulkEditResultSchema }
const bulkJob = { params: JobIdParamsSchema, response: BulkOperationJobSchema }

/**
 * The zod schemas of each `portfolioEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const portfolioSchemas = {
  listDomains: domainList,
  listListedDomains: domainList,
  listingStats: { query: ListingStatsQuerySchema, response: ListingStatsSchema },
  domainsByNames: { ...names, response: DomainsByNamesResultSchema },
  deleteDomains: { ...names, response: DeleteDomainsResultSchema },
  relistDomains: { ...names, response: RelistResultSchema },
  listedDomains: { ...names, response: ListedDomainsResultSchema },
  bulkEdit: bulkEdit,
  bulkEditByUpdatePath: bulkEdit,
  bulkOperation: { body: BulkOperationInputSchema, response: BulkOperationAcceptedSchema },
  getBulkJob: bulkJob,
  cancelBulkJob: bulkJob,
  getDomain: { ...oneDomain, query: GetDomainQuerySchema, response: PortfolioDomainSchema },
  editDomain: { ...oneDomain, body: EditDomainInputSchema, response: EditDomainResultSchema },
  deleteDomain: { ...oneDomain, response: DeleteDomainsResultSchema },
  relistDomain: { ...oneDomain, response: RelistResultSchema },
  domainListed: { ...oneDomain, response: DomainListedSchema },
  domainHistory: {
    ...oneDomain,
    query: DomainHistoryQuerySchema,
    response: DomainHistoryPageSchema,
  },
  domainTraffic: {
    params: DomainTrafficParamsSchema,
    query: DomainTrafficQuerySchema,
    response: DomainTrafficSchema,
  },
} satisfies Record<string, EndpointSchemas>
