import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import QRCode from 'qrcode'
import { SecurityItemParamsSchema as IdParamsSchema } from '@namefolio/core/auth/account-security.contract'
import { accountSecurityEndpoints as endpoints } from '@namefolio/core/auth/account-security.endpoints'
import { accountSecuritySchemas } from '@namefolio/core/auth/account-security.schemas'
import {
  listFederatedIdentities,
  unlinkFederatedIdentity,
  type Federation,
} from '../../auth/federation.ts'
import {
  deletePasskey,
  finishPasskeyRegistration,
  listPasskeysForUser,
  startPasskeyRegistration,
  type RelyingParty,
} from '../../auth/passkeys.ts'
import type { SecretBox } from '../../auth/secret-box.ts'
import { listSignInEvents } from '../../auth/sign-in-events.ts'
import {
  listActiveSessions,
  revokeOtherSessions,
  revokeSessionById,
} from '../../auth/sessions.repository.ts'
import {
  countRecoveryCodesLeft,
  createTotpSecret,
  hasConfirmedTotp,
  removeTotp,
  replaceRecoveryCodes,
  startTotpEnrolment,
  verifyTotpCode,
} from '../../auth/totp.ts'
import type { Db } from '../../db/client.ts'
import { requireSessionAuth } from '../../http/api-scope.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { FastifyRequest } from 'fastify'

const SECURITY_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } }

/** The signed-in person (a browser session, never an API token). */
function sessionUser(request: FastifyRequest) {
  requireSessionAuth(request)
  return requireUser(request)
}

/** The signed-in person, having signed in again recently (step-up, risk high). */
function steppedUpUser(request: FastifyRequest) {
  requireSessionAuth(request)
  return requireRecentSignIn(request, 'high')
}

/** Account security (/account/security): sessions, sign-in history, TOTP, passkeys, federation. */
export function registerAccountSecurityRoutes(
  app: ZodApp,
  deps: {
    db: Db
    relyingParty: RelyingParty
    federation: Federation | null
    /** Seals TOTP secrets at rest (decision 652). */
    secretBox: SecretBox
  },
): void {
  const { db } = deps
  const tags = ['account']

  /** DELETE of one item of the account: 204, or 404 when the account has no such item. */
  function serveRemoval(
    url: string,
    notFound: string,
    userOf: (request: FastifyRequest) => { id: string },
    remove: (userId: string, id: string) => Promise<boolean>,
  ): void {
    app.delete(url, { schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
      const user = userOf(request)
      if (!(await remove(user.id, request.params.id))) throw new AppError('NOT_FOUND', notFound)
      return reply.status(204).send()
    })
  }

  serveEndpoint(
    app,
    endpoints.overview,
    { tags, schemas: accountSecuritySchemas.overview },
    async (request) => {
      const user = sessionUser(request)
      const [isEnabled, recoveryCodesLeft, passkeyRows, identities] = await Promise.all([
        hasConfirmedTotp(db, user.id),
        countRecoveryCodesLeft(db, user.id),
        listPasskeysForUser(db, user.id),
        listFederatedIdentities(db, user.id),
      ])
      return {
        totp: { isEnabled, recoveryCodesLeft },
        passkeys: passkeyRows.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
        federation: {
          providerName: deps.federation?.name ?? null,
          identities: identities.map((i) => ({
            id: i.id,
            issuer: i.issuer,
            email: i.email,
            createdAt: i.createdAt.toISOString(),
          })),
        },
      }
    },
  )

  serveEndpoint(
    app,
    endpoints.sessions,
    { tags, schemas: accountSecuritySchemas.sessions },
    async (request) => {
      const user = sessionUser(request)
      const currentId = request.auth?.session?.id
      const rows = await listActiveSessions(db, user.id)
      return {
        items: rows.map((s) => ({
          id: s.id,
          userAgent: s.userAgent,
          ipAddress: s.ipAddress,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          authenticatedAt: s.authenticatedAt.toISOString(),
          isCurrent: s.id === currentId,
        })),
        total: rows.length,
      }
    },
  )

  // Removals answer 204 with no body: plain routes (endpoint-contracts.test.ts lists them).
  serveRemoval('/api/v1/account/sessions/:id', 'No such session.', sessionUser, (userId, id) =>
    revokeSessionById(db, userId, id),
  )

  app.post(
    '/api/v1/account/sessions/revoke-others',
    { schema: { tags } },
    async (request, reply) => {
      const user = sessionUser(request)
      await revokeOtherSessions(db, user.id, request.auth?.session?.id ?? null)
      return reply.status(204).send()
    },
  )

  serveEndpoint(
    app,
    endpoints.signIns,
    { tags, schemas: accountSecuritySchemas.signIns },
    async (request) => {
      const user = sessionUser(request)
      const rows = await listSignInEvents(db, user.id)
      return {
        items: rows.map((e) => ({
          id: e.id,
          method: e.method,
          isSuccess: e.isSuccess,
          ipAddress: e.ipAddress,
          userAgent: e.userAgent,
          createdAt: e.createdAt.toISOString(),
        })),
        total: rows.length,
      }
    },
  )

  // TOTP: enrol (QR code), confirm with a first code (recovery codes), disable after step-up.
  serveEndpoint(
    app,
    endpoints.startTotp,
    { tags, schemas: accountSecuritySchemas.startTotp, config: SECURITY_RATE_LIMIT },
    async (request, reply) => {
      const user = steppedUpUser(request)
      if (await hasConfirmedTotp(db, user.id)) {
        throw new AppError('CONFLICT', 'Two-step sign-in is already on. Turn it off first.')
      }
      const { secret, otpauthUrl } = createTotpSecret(user.email)
      await startTotpEnrolment(db, deps.secretBox, user.id, secret)
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      ).toString('base64')}`
      reply.header('cache-control', 'no-store')
      return { secret, otpauthUrl, qrCode }
    },
  )

  serveEndpoint(
    app,
    endpoints.confirmTotp,
    {
      tags,
      schemas: accountSecuritySchemas.confirmTotp,
      config: SECURITY_RATE_LIMIT,
    },
    async (request, reply) => {
      const user = sessionUser(request)
      if (await hasConfirmedTotp(db, user.id)) {
        throw new AppError('CONFLICT', 'Two-step sign-in is already on.')
      }
      if (
        !(await verifyTotpCode(db, deps.secretBox, user.id, request.body.code, {
          isEnrolment: true,
        }))
      ) {
        throw new AppError('VALIDATION', 'That code is not right.', {
          fields: [{ field: 'code', code: 'sso.error.invalidCode' }],
        })
      }
      reply.header('cache-control', 'no-store')
      return { recoveryCodes: await replaceRecoveryCodes(db, user.id) }
    },
  )

  app.delete('/api/v1/account/totp', { schema: { tags } }, async (request, reply) => {
    const user = steppedUpUser(request)
    await removeTotp(db, user.id)
    return reply.status(204).send()
  })

  serveEndpoint(
    app,
    endpoints.newRecoveryCodes,
    { tags, schemas: accountSecuritySchemas.newRecoveryCodes, config: SECURITY_RATE_LIMIT },
    async (request, reply) => {
      const user = steppedUpUser(request)
      if (!(await hasConfirmedTotp(db, user.id))) {
        throw new AppError('CONFLICT', 'Turn on two-step sign-in first.')
      }
      reply.header('cache-control', 'no-store')
      return { recoveryCodes: await replaceRecoveryCodes(db, user.id) }
    },
  )

  // Passkeys: register (after step-up), list, remove.
  serveEndpoint(
    app,
    endpoints.passkeyOptions,
    { tags, schemas: accountSecuritySchemas.passkeyOptions, config: SECURITY_RATE_LIMIT },
    async (request) => {
      const user = steppedUpUser(request)
      return { ...(await startPasskeyRegistration(db, deps.relyingParty, user)) }
    },
  )

  serveEndpoint(
    app,
    endpoints.addPasskey,
    {
      tags,
      schemas: accountSecuritySchemas.addPasskey,
      config: SECURITY_RATE_LIMIT,
    },
    async (request) => {
      const user = steppedUpUser(request)
      const row = await finishPasskeyRegistration(db, deps.relyingParty, user, {
        name: request.body.name,
        response: request.body.response as unknown as RegistrationResponseJSON,
      })
      return { id: row.id, name: row.name }
    },
  )

  serveRemoval('/api/v1/account/passkeys/:id', 'No such passkey.', steppedUpUser, (userId, id) =>
    deletePasskey(db, userId, id),
  )

  // Federation (spec §7 POST /account/federate/generate): where to link an OpenID identity.
  serveEndpoint(
    app,
    endpoints.federateGenerate,
    { tags, schemas: accountSecuritySchemas.federateGenerate },
    async (request) => {
      const user = steppedUpUser(request)
      if (!deps.federation) throw new AppError('NOT_FOUND', 'Federation is not set up.')
      return { url: await deps.federation.startAuthorization({ kind: 'link', userId: user.id }) }
    },
  )

  serveRemoval(
    '/api/v1/account/federate/:id',
    'No such linked sign-in.',
    steppedUpUser,
    (userId, id) => unlinkFederatedIdentity(db, userId, id),
  )
}
