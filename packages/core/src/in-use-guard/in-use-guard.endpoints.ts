import { endpoint } from '../http/endpoint.ts'
import type {
  InUseDomainParamsSchema,
  InUseRunResultSchema,
  InUseStatusSchema,
  InUseTestSiteSchema,
  PausedDomainsSchema,
} from './in-use-guard.contract.ts'

/** One of the seller's domains, answered with where it stands. */
type OneDomain = { params: typeof InUseDomainParamsSchema; response: typeof InUseStatusSchema }

/**
 * The in-use guard (issue 24): the seller reads where a domain stands, resumes a paused
 * buy-now, or asks for a check now. Every route answers for the signed-in seller's own domains.
 */
export const inUseGuardEndpoints = {
  paused: endpoint<{ response: typeof PausedDomainsSchema }>()('GET', '/api/v1/in-use/paused'),
  get: endpoint<OneDomain>()('GET', '/api/v1/in-use/domains/:domainName'),
  resume: endpoint<OneDomain>()('POST', '/api/v1/in-use/domains/:domainName/resume'),
  checkNow: endpoint<OneDomain>()('POST', '/api/v1/in-use/domains/:domainName/check'),
}

/** Development and test only: make a name serve a site on 127.0.0.1, and run a pass now. */
export const inUseGuardTestEndpoints = {
  site: endpoint<{ body: typeof InUseTestSiteSchema; response: typeof InUseRunResultSchema }>()(
    'POST',
    '/api/v1/test/in-use/site',
  ),
  run: endpoint<{ response: typeof InUseRunResultSchema }>()('POST', '/api/v1/test/in-use/run'),
}
