import { accountProfileEndpoints as endpoints } from '@namefolio/core/account/profile.endpoints'
import { accountProfileSchemas } from '@namefolio/core/account/profile.schemas'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../http/auth.ts'
import { limitPerAccount } from '../../http/rate-limits.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { deleteAvatar } from './account-profile.repository.ts'
import { registerAvatarImageRoute, uploadAvatar } from './avatar.ts'
import { confirmEmailChange, requestEmailChange } from './email-change.ts'
import { readAccountProfile, updateAccountPrefs, updateAccountProfile } from './update-profile.ts'

const tags = ['account']
const PROFILE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } }
/** checkEmail answers anyone, so it is counted per client (decision 1003). */
const CHECK_EMAIL_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } }
const EMAIL_CHANGE_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } }
/** A 1 MiB image is 1.4 MB of base64 in its JSON body. */
const AVATAR_BODY_LIMIT = 1_500_000

const EmailSyntax = z.email().max(254)

/**
 * The seller's profile (issue 18; spec §2 /account/profile, /create, /complete; spec §7
 * `POST v1/account/profile`, `PATCH v1/account/prefs`, `POST v1/account/checkEmail`).
 * Every route reads and writes the signed-in user's own row only.
 */
export function registerAccountProfileRoutes(
  app: ZodApp,
  deps: { db: Db; mailer: Mailer; publicUrl: string },
): void {
  const { db } = deps
  const emailChangesPerAccount = limitPerAccount(app, {
    name: 'email-change',
    max: 5,
    timeWindow: '1 hour',
    accountOf: (request) => request.auth?.user.id ?? null,
    message: 'Too many e-mail changes for this account',
  })

  serveEndpoint(app, endpoints.get, { tags, schemas: accountProfileSchemas.get }, (request) =>
    readAccountProfile(db, requireUser(request).id),
  )

  serveEndpoint(
    app,
    endpoints.update,
    {
      tags,
      schemas: accountProfileSchemas.update,
      config: PROFILE_RATE_LIMIT,
    },
    (request) => updateAccountProfile(db, requireUser(request).id, request.body),
  )

  serveEndpoint(
    app,
    endpoints.updatePrefs,
    {
      tags,
      schemas: accountProfileSchemas.updatePrefs,
      config: PROFILE_RATE_LIMIT,
    },
    (request) => updateAccountPrefs(db, requireUser(request).id, request.body),
  )

  serveEndpoint(
    app,
    endpoints.checkEmail,
    {
      tags,
      schemas: accountProfileSchemas.checkEmail,
      config: CHECK_EMAIL_RATE_LIMIT,
    },
    async (request) => {
      const parsed = EmailSyntax.safeParse(request.body.email.trim())
      return parsed.success
        ? { valid: true, email: parsed.data.toLowerCase() }
        : { valid: false, email: null }
    },
  )

  serveEndpoint(
    app,
    endpoints.changeEmail,
    {
      tags,
      schemas: accountProfileSchemas.changeEmail,
      config: EMAIL_CHANGE_RATE_LIMIT,
      preHandler: emailChangesPerAccount,
    },
    async (request) =>
      requestEmailChange(deps, requireRecentSignIn(request, 'high'), request.body.email),
  )

  serveEndpoint(
    app,
    endpoints.confirmEmail,
    {
      tags,
      schemas: accountProfileSchemas.confirmEmail,
      config: PROFILE_RATE_LIMIT,
    },
    (request) => confirmEmailChange(deps, requireUser(request), request.body.token),
  )

  serveEndpoint(
    app,
    endpoints.uploadAvatar,
    {
      tags,
      schemas: accountProfileSchemas.uploadAvatar,
      config: PROFILE_RATE_LIMIT,
      bodyLimit: AVATAR_BODY_LIMIT,
    },
    (request) => uploadAvatar(db, requireUser(request).id, request.body.image),
  )

  serveEndpoint(
    app,
    endpoints.deleteAvatar,
    { tags, schemas: accountProfileSchemas.deleteAvatar, config: PROFILE_RATE_LIMIT },
    async (request) => {
      await deleteAvatar(db, requireUser(request).id)
      return { avatarUrl: null }
    },
  )

  registerAvatarImageRoute(app, { db })
}
