import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  PARTNER_ERRORS,
  type PartnerOperation,
} from '@namefolio/core/partners/partner-network.contract'
import { partnerApiEndpoints } from '@namefolio/core/partners/partner-network.endpoints'
import type { Db } from '../../db/client.ts'
import type { PartnerRow } from '../../db/schema/partners.ts'
import { AppError } from '../../http/app-error.ts'
import { hashPartnerKey, PARTNER_KEY_PREFIX } from './partner-keys.ts'
import {
  findPartnerByKeyHash,
  meterPartnerRequest,
  touchPartnerKey,
} from './partners.repository.ts'

const PARTNER_API_PREFIX = '/api/partner/'
const BEARER = /^Bearer\s+(\S+)$/i

/** Which metered operation each partner route is (usage metering, issue 24). */
const OPERATION_BY_ROUTE = new Map<string, PartnerOperation>([
  [partnerApiEndpoints.search.path, 'search'],
  [partnerApiEndpoints.quote.path, 'quote'],
  [partnerApiEndpoints.createOrder.path, 'createOrder'],
  [partnerApiEndpoints.getOrder.path, 'getOrder'],
  [partnerApiEndpoints.registerWebhook.path, 'webhook'],
])

const partnerOfRequest = new WeakMap<FastifyRequest, PartnerRow>()

/** The partner the request's key belongs to; the gate has run for every partner route. */
export function requirePartner(request: FastifyRequest): PartnerRow {
  const partner = partnerOfRequest.get(request)
  if (!partner) throw new AppError('UNAUTHENTICATED', 'A partner key is required.')
  return partner
}

function refuse(code: string, message: string): never {
  throw new AppError('UNAUTHENTICATED', message, { fields: [{ field: 'Authorization', code }] })
}

/**
 * Authenticates every request under /api/partner/ by `Authorization: Bearer <partner key>`
 * before its body is read, holds each partner to its own requests-per-minute (decision 1132:
 * the shared @fastify/rate-limit store, keyed by partner, so two keys of one partner share
 * one allowance), and counts the request per partner, day and operation.
 */
export function registerPartnerGate(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  const limit = app.createRateLimit({
    timeWindow: 60_000,
    max: (request) => partnerOfRequest.get(request)?.rateLimitPerMinute ?? 1,
    keyGenerator: (request) => `partner:${partnerOfRequest.get(request)?.id ?? ''}`,
  })
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(PARTNER_API_PREFIX)) return
    const header = request.headers.authorization
    const key = header ? BEARER.exec(header)?.[1] : undefined
    if (!key) refuse(PARTNER_ERRORS.keyRequired, 'Send your partner key as a Bearer token.')
    const found = key.startsWith(PARTNER_KEY_PREFIX)
      ? await findPartnerByKeyHash(deps.db, hashPartnerKey(key))
      : null
    if (!found) refuse(PARTNER_ERRORS.keyInvalid, 'This partner key is not valid or was revoked.')
    if (found.partner.status !== 'active') {
      throw new AppError('FORBIDDEN', 'This partner account is suspended.')
    }
    partnerOfRequest.set(request, found.partner)
    const verdict = await limit(request)
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new AppError('RATE_LIMITED', 'Too many requests for this partner. Try again shortly.', {
        retryAfterSeconds: Math.max(1, verdict.ttlInSeconds),
      })
    }
    const now = deps.now()
    const operation = OPERATION_BY_ROUTE.get(request.routeOptions.url ?? '')
    if (operation) {
      await meterPartnerRequest(
        deps.db,
        found.partner.id,
        operation,
        now.toISOString().slice(0, 10),
      )
    }
    await touchPartnerKey(deps.db, found.key.id, now)
  })
}
