import {
  registrantStatusOf,
  type RegistrantStatus,
} from '@namefolio/core/domains/registrant-status.contract'
import { registrantStatusEndpoints } from '@namefolio/core/domains/registrant-status.endpoints'
import { registrantStatusSchemas } from '@namefolio/core/domains/registrant-status.schemas'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { readRegistrantFacts } from './registrant-status.queries.ts'

/** The registrant status of one of the seller's names or claims (spec §3; decision 1000). */
export async function getRegistrantStatus(
  db: Db,
  seller: UserRow,
  domainName: string,
): Promise<RegistrantStatus> {
  const name = domainName.trim().toLowerCase()
  const facts = await readRegistrantFacts(db, seller.id, name)
  const status = registrantStatusOf({ ...facts, claimState: facts.claim?.state ?? null })
  if (status === null) {
    throw new AppError('NOT_FOUND', `No domain ${name} in your portfolio or your claims.`)
  }
  const proven = status === 'VERIFIED'
  return {
    domainName: name,
    status,
    domainRegistrant: facts.inPortfolio ? { username: seller.username } : null,
    verifiedBy: proven ? (facts.claim?.verifiedBy ?? null) : null,
    verifiedAt: proven ? (facts.claim?.verifiedAt?.toISOString() ?? null) : null,
  }
}

export function registerRegistrantStatusRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    registrantStatusEndpoints.get,
    {
      tags: ['domains'],
      schemas: registrantStatusSchemas.get,
    },
    async (request) =>
      getRegistrantStatus(deps.db, requireRole(request, 'seller'), request.params.domainName),
  )
}
