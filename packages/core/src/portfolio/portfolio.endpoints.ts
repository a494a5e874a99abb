import { endpoint } from '../http/endpoint.ts'
import type { portfolioSchemas as S } from './portfolio.schemas.ts'

/** The seller's portfolio (spec §3, §4, §7; decision 990: one contract per endpoint). */
export const portfolioEndpoints = {
  listDomains: endpoint<typeof S.listDomains>()('GET', '/api/v2/domains'),
  listListedDomains: endpoint<typeof S.listListedDomains>()(
    'GET',
    '/api/v2/domains/portfolio/listed',
  ),
  listingStats: endpoint<typeof S.listingStats>()('GET', '/api/v2/stats/listings'),
  domainsByNames: endpoint<typeof S.domainsByNames>()('POST', '/api/v2/domains/byNames'),
  deleteDomains: endpoint<typeof S.deleteDomains>()('POST', '/api/v2/domains/delete'),
  relistDomains: endpoint<typeof S.relistDomains>()('POST', '/api/v2/domains/relist'),
  listedDomains: endpoint<typeof S.listedDomains>()('POST', '/api/v2/domains/listed'),
  bulkEdit: endpoint<typeof S.bulkEdit>()('PATCH', '/api/v2/domains'),
  bulkEditByUpdatePath: endpoint<typeof S.bulkEditByUpdatePath>()(
    'PATCH',
    '/api/v2/domains/update',
  ),
  bulkOperation: endpoint<typeof S.bulkOperation>()('POST', '/api/v2/domains/bulkOperation'),
  getBulkJob: endpoint<typeof S.getBulkJob>()('GET', '/api/v2/domains/bulkOperation/:jobId'),
  cancelBulkJob: endpoint<typeof S.cancelBulkJob>()(
    'POST',
    '/api/v2/domains/bulkOperation/:jobId/cancel',
  ),
  getDomain: endpoint<typeof S.getDomain>()('GET', '/api/v2/domains/:domainName'),
  editDomain: endpoint<typeof S.editDomain>()('PATCH', '/api/v2/domains/:domainName'),
  deleteDomain: endpoint<typeof S.deleteDomain>()('DELETE', '/api/v2/domains/:domainName'),
  relistDomain: endpoint<typeof S.relistDomain>()('POST', '/api/v2/domains/:domainName/relist'),
  domainListed: endpoint<typeof S.domainListed>()('GET', '/api/v2/domains/:domainName/listed'),
  domainHistory: endpoint<typeof S.domainHistory>()('GET', '/api/v2/domains/:domainName/history'),
  domainTraffic: endpoint<typeof S.domainTraffic>()('GET', '/api/v1/stats/traffic/:domainName'),
}
