import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF guard (DESIGN.md §4): with SameSite=Lax cookies, a state-changing request whose Origin
 * is another site is refused. Requests without Origin (API clients, curl) carry no ambient
 * browser credentials worth forging.
 */
export function registerCsrfGuard(
  app: FastifyInstance,
  options: { trustedOrigins: string[] },
): void {
  const trusted = new Set(options.trustedOrigins.map((url) => new URL(url).origin))
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    const origin = request.headers.origin
    if (!origin) return
    const ownOrigin = `${request.protocol}://${request.host}`
    if (origin !== ownOrigin && !trusted.has(origin)) {
      throw new AppError('FORBIDDEN', 'This request came from another site and was refused.')
    }
  })
}
