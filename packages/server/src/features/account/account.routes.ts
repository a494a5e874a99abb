import { type AccountData } from '@namefolio/core/account/account.contract'
import { accountEndpoints } from '@namefolio/core/account/account.endpoints'
import { accountSchemas } from '@namefolio/core/account/account.schemas'
import type { UserRow } from '../../db/schema/users.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'

export function toAccountData(user: UserRow): AccountData {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    username: user.username,
    roles: user.roles,
    membership: {
      plan: user.membershipPlan,
      expiresAt: user.membershipExpiresAt?.toISOString() ?? null,
    },
    approvalStatus: user.approvalStatus,
  }
}

export function registerAccountRoutes(app: ZodApp): void {
  serveEndpoint(
    app,
    accountEndpoints.data,
    { tags: ['account'], schemas: accountSchemas.data },
    async (request) => toAccountData(requireUser(request)),
  )
}
