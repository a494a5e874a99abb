import { z } from 'zod'
import { requireRole } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { SalesClock } from './sales-clock.ts'
import { DAY_MS } from './sales-clock.ts'
import type { SalesService } from './sales.service.ts'

/**
 * Development and test only (decisions 807, 902): move the money clock and run the lease
 * billing and payout sweep now. It bills and pays out for every account on the platform, so
 * it needs the admin role; `app.ts` registers it only in development and test.
 */
export function registerSalesTestControls(
  app: ZodApp,
  deps: { sales: SalesService; clock: SalesClock },
): void {
  app.post(
    '/api/v1/test/clock/advance',
    { schema: { tags: ['test'], body: z.object({ days: z.number().min(0).max(3660) }) } },
    async (request) => {
      requireRole(request, 'admin')
      const now = deps.clock.advance(request.body.days * DAY_MS)
      const billing = await deps.sales.runLeaseBilling()
      const paidOut = await deps.sales.runPayoutSweep()
      return { now: now.toISOString(), billing, payoutsIssued: paidOut }
    },
  )
  app.get('/api/v1/test/clock', { schema: { tags: ['test'] } }, async (request) => {
    requireRole(request, 'admin')
    return { now: deps.clock.now().toISOString() }
  })
}
