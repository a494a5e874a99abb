import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyRateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import type { Db } from '../db/client.ts'
import { AppError } from './app-error.ts'
import { databaseRateLimitStore } from './rate-limit-store.ts'

/**
 * Rate limits (DESIGN.md §4, issue 12, decision 912). Two kinds:
 *
 * - per client: `config: { rateLimit: { max, timeWindow } }` on a route, keyed on
 *   `request.ip`, which is the socket's address unless a configured proxy (TRUST_PROXY) says
 *   otherwise, so a forged X-Forwarded-For does not give a fresh allowance;
 * - per target account: `limitPerAccount(...)` as a route's preHandler, keyed on the e-mail
 *   address or user the request is about, so rotating addresses does not help either.
 *
 * Both count in one store shared by every server process (issue 23, decision 1290): the
 * `rate_counters` table by default, on PostgreSQL and PGlite alike, or Redis when REDIS_URL is
 * set. A window opens at a key's first hit, as the plugin's own stores count.
 */
export type RateLimitOptions = {
  db: Db
  /** REDIS_URL: count in Redis instead of the database. */
  redisUrl: string | null
  /** Keeps apps apart that share a database or Redis but not limits (tests); '' in a deployment. */
  namespace?: string
}

/** A per-account limit as the API guide lists it (features/api-docs). */
export type AccountLimitInfo = { name: string; max: number; timeWindow: string; message: string }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `limitPerAccount` made on this app, so the rate-limit guide shows the real numbers. */
    accountLimits: AccountLimitInfo[]
  }
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  app.decorate('accountLimits', [] as AccountLimitInfo[])
  const namespace = options.namespace ?? ''
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : null
  if (redis) {
    // Reconnects on its own; a request meanwhile fails rather than passing uncounted.
    redis.on('error', (err: unknown) => app.log.warn({ err }, 'redis (rate limits)'))
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: `namefolio-rl:${namespace}:` }
      : { store: databaseRateLimitStore(options.db, namespace) }),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many attempts. Try again in ${context.after}.`),
  })
}

export type AccountLimit = {
  /** Names the counter, so two limits on one account do not share a count. */
  name: string
  max: number
  timeWindow: string
  /** The account the request targets (a lower-cased e-mail, a user id); null: not counted. */
  accountOf: (request: FastifyRequest) => string | null
  /** What the refusal says, e.g. "Too many sign-in attempts for this account". */
  message: string
}

/**
 * A preHandler that counts the request against its target account, whatever address it came
 * from, and refuses with 429 RATE_LIMITED past `max` per `timeWindow`. Runs after the body is
 * parsed, so the account can come from a form or JSON field.
 */
export function limitPerAccount(app: FastifyInstance, limit: AccountLimit) {
  const { name, max, timeWindow, message } = limit
  app.accountLimits.push({ name, max, timeWindow, message })
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:${limit.accountOf(request) ?? ''}`,
  })
  return async (request: FastifyRequest) => {
    if (limit.accountOf(request) === null) return
    const result = await check(request)
    if (!result.isAllowed && result.isExceeded) {
      const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60))
      throw new AppError(
        'RATE_LIMITED',
        `${limit.message}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      )
    }
  }
}

/** The lower-cased `email` field of a JSON or form body, or null when there is none. */
export function emailInBody(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  return email === '' ? null : email
}
