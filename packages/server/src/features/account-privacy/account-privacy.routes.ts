import { type AccountPrivacy } from '@namefolio/core/account/privacy.contract'
import { type ProfileVisibility } from '@namefolio/core/account/privacy.constants'
import { accountPrivacyEndpoints } from '@namefolio/core/account/privacy.endpoints'
import { accountPrivacySchemas } from '@namefolio/core/account/privacy.schemas'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { updateProfileVisibility } from './account-privacy.repository.ts'

function privacyOf(user: UserRow, profileVisibility: ProfileVisibility): AccountPrivacy {
  const hasProfile = user.roles.includes('seller') && profileVisibility !== 'PRIVATE'
  return {
    profileVisibility,
    profilePath: hasProfile ? `/profile/${encodeURIComponent(user.username)}` : null,
  }
}

/**
 * `GET, PATCH v1/account/privacy` (spec §7; decisions 503, 551): who sees the seller's public
 * profile. The public profile pages read the same column on every request.
 */
export function registerAccountPrivacyRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    accountPrivacyEndpoints.get,
    { tags: ['account'], schemas: accountPrivacySchemas.get },
    async (request) => {
      const user = requireUser(request)
      return privacyOf(user, user.profileVisibility)
    },
  )
  serveEndpoint(
    app,
    accountPrivacyEndpoints.update,
    {
      tags: ['account'],
      schemas: accountPrivacySchemas.update,
    },
    async (request) => {
      const user = requireUser(request)
      await updateProfileVisibility(deps.db, user.id, request.body.profileVisibility)
      return privacyOf(user, request.body.profileVisibility)
    },
  )
}
