import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import QRCode from 'qrcode'
import { z } from 'zod'
import {
  AccountSecuritySchema,
  ActiveSessionListSchema,
  FederateGenerateAnswerSchema,
  PasskeyNameSchema,
  RecoveryCodesSchema,
  SignInEventListSchema,
  TotpCodeInputSchema,
  TotpEnrolmentSchema,
} from '@namefolio/core/auth/account-security.contract'
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
import type { ZodApp } from '../../http/zod-app.ts'
import type { FastifyRequest } from 'fastify'

const IdParamsSchema = z.object({ id: z.uuid() })
/**
 * A WebAuthn registration as the browser sends it (RegistrationResponseJSON): the fields the
 * verification reads are required, so a body without `response.response` is a 400 rather
 * than a crash (issue 12).
 */
const PasskeyRegistrationBodySchema = z.object({
  name: PasskeyNameSchema,
  response: z.looseObject({
    id: z.string().max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: z.string().max(8192),
      attestationObject: z.string().max(65_536),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  }),
})
const SECURITY_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } }

/** The signed-in person (a browser session, never an API token). */
function sessionUser(request: FastifyRequest) {
  requireSessionAuth(request)
  return requireUser(request)
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

  app.get(
    '/api/v1/account/security',
    { schema: { tags, response: { 200: AccountSecuritySchema } } },
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

  app.get(
    '/api/v1/account/sessions',
    { schema: { tags, response: { 200: ActiveSessionListSchema } } },
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

  app.delete(
    '/api/v1/account/sessions/:id',
    { schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const user = sessionUser(request)
      if (!(await revokeSessionById(db, user.id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'No such session.')
      }
      return reply.status(204).send()
    },
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

  app.get(
    '/api/v1/account/sign-ins',
    { schema: { tags, response: { 200: SignInEventListSchema } } },
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
  app.post(
    '/api/v1/account/totp',
    { schema: { tags, response: { 200: TotpEnrolmentSchema } }, config: SECURITY_RATE_LIMIT },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
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

  app.post(
    '/api/v1/account/totp/confirm',
    {
      schema: { tags, body: TotpCodeInputSchema, response: { 200: RecoveryCodesSchema } },
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
    requireSessionAuth(request)
    const user = requireRecentSignIn(request, 'high')
    await removeTotp(db, user.id)
    return reply.status(204).send()
  })

  app.post(
    '/api/v1/account/recovery-codes',
    { schema: { tags, response: { 200: RecoveryCodesSchema } }, config: SECURITY_RATE_LIMIT },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      if (!(await hasConfirmedTotp(db, user.id))) {
        throw new AppError('CONFLICT', 'Turn on two-step sign-in first.')
      }
      reply.header('cache-control', 'no-store')
      return { recoveryCodes: await replaceRecoveryCodes(db, user.id) }
    },
  )

  // Passkeys: register (after step-up), list, remove.
  app.post(
    '/api/v1/account/passkeys/options',
    { schema: { tags }, config: SECURITY_RATE_LIMIT },
    async (request) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      return startPasskeyRegistration(db, deps.relyingParty, user)
    },
  )

  app.post(
    '/api/v1/account/passkeys',
    {
      schema: {
        tags,
        body: PasskeyRegistrationBodySchema,
      },
      config: SECURITY_RATE_LIMIT,
    },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      const row = await finishPasskeyRegistration(db, deps.relyingParty, user, {
        name: request.body.name,
        response: request.body.response as unknown as RegistrationResponseJSON,
      })
      return reply.status(201).send({ id: row.id, name: row.name })
    },
  )

  app.delete(
    '/api/v1/account/passkeys/:id',
    { schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      if (!(await deletePasskey(db, user.id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'No such passkey.')
      }
      return reply.status(204).send()
    },
  )

  // Federation (spec §7 POST /account/federate/generate): where to link an OpenID identity.
  app.post(
    '/api/account/federate/generate',
    { schema: { tags, response: { 200: FederateGenerateAnswerSchema } } },
    async (request) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      if (!deps.federation) throw new AppError('NOT_FOUND', 'Federation is not set up.')
      return { url: await deps.federation.startAuthorization({ kind: 'link', userId: user.id }) }
    },
  )

  app.delete(
    '/api/v1/account/federate/:id',
    { schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      if (!(await unlinkFederatedIdentity(db, user.id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'No such linked sign-in.')
      }
      return reply.status(204).send()
    },
  )
}
