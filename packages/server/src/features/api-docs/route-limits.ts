import type { FastifyInstance } from 'fastify'

/** A per-client limit as a route declares it (`config.rateLimit`). */
export type RouteLimit = { method: string; url: string; max: number; timeWindow: string }

type RateLimitConfig = { max?: unknown; timeWindow?: unknown }

/**
 * Collects the per-client rate limit of every route registered after this call, so the
 * rate-limit guide shows the numbers in force rather than a copy that drifts (decision 1123).
 * Call it before the features register their routes.
 */
export function collectRouteLimits(app: FastifyInstance): RouteLimit[] {
  const limits: RouteLimit[] = []
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { rateLimit?: RateLimitConfig }
    const { max, timeWindow } = config.rateLimit ?? {}
    if (typeof max !== 'number' || timeWindow === undefined) return
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      limits.push({ method, url: route.url, max, timeWindow: String(timeWindow) })
    }
  })
  return limits
}
