import { accountStandingEndpoints } from '@namefolio/core/account/standing.endpoints'
import { accountStandingSchemas } from '@namefolio/core/account/standing.schemas'
import {
  accountBoostOf,
  discountClubOf,
  partnerStatusOf,
  type SellerTerms,
} from '@namefolio/core/account/standing'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { findBoostSince, setBoostLevel } from './account-standing.repository.ts'

function termsOf(user: UserRow): SellerTerms {
  return {
    membership: {
      plan: user.membershipPlan,
      expiresAt: user.membershipExpiresAt?.toISOString() ?? null,
    },
    boostLevel: user.boostLevel,
  }
}

async function boostOf(db: Db, now: Date, user: UserRow, boostLevel = user.boostLevel) {
  const since = await findBoostSince(db, user.id, boostLevel)
  return accountBoostOf({ ...termsOf(user), boostLevel }, now, since?.toISOString() ?? null)
}

/**
 * The seller's standing (issue 18; decisions 1020–1022): boost level, discount domain club
 * and partner status. Each answers for the signed-in seller only; nothing takes an account id.
 */
export function registerAccountStandingRoutes(
  app: ZodApp,
  deps: { db: Db; now?: () => Date },
): void {
  const now = () => deps.now?.() ?? new Date()
  const tags = ['account']
  serveEndpoint(
    app,
    accountStandingEndpoints.boost,
    { tags, schemas: accountStandingSchemas.boost },
    async (request) => boostOf(deps.db, now(), requireRole(request, 'seller')),
  )
  serveEndpoint(
    app,
    accountStandingEndpoints.updateBoost,
    { tags, schemas: accountStandingSchemas.updateBoost },
    async (request) => {
      const user = requireRole(request, 'seller')
      await setBoostLevel(deps.db, user.id, request.body.level)
      return boostOf(deps.db, now(), user, request.body.level)
    },
  )
  serveEndpoint(
    app,
    accountStandingEndpoints.discountClub,
    { tags, schemas: accountStandingSchemas.discountClub },
    async (request) => discountClubOf(termsOf(requireRole(request, 'seller')).membership, now()),
  )
  serveEndpoint(
    app,
    accountStandingEndpoints.partnerStatus,
    { tags, schemas: accountStandingSchemas.partnerStatus },
    async (request) => {
      const user = requireRole(request, 'seller')
      return partnerStatusOf({ ...termsOf(user), approvalStatus: user.approvalStatus }, now())
    },
  )
}
