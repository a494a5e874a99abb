import {
  ClockAdvanceBodySchema,
  ClockAdvanceResultSchema,
  ClockNowSchema,
} from '@namefolio/core/sales/test-clock.contract'
import { testClockEndpoints } from '@namefolio/core/sales/test-clock.endpoints'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
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
  deps: {
    sales: SalesService
    clock: SalesClock
    onClockAdvanced?: (() => Promise<unknown>) | undefined
  },
): void {
  serveEndpoint(
    app,
    testClockEndpoints.advance,
    {
      tags: ['test'],
      schemas: { body: ClockAdvanceBodySchema, response: ClockAdvanceResultSchema },
    },
    async (request) => {
      requireRole(request, 'admin')
      const now = deps.clock.advance(request.body.days * DAY_MS)
      const billing = await deps.sales.runLeaseBilling()
      const paidOut = await deps.sales.runPayoutSweep()
      await deps.onClockAdvanced?.()
      return { now: now.toISOString(), billing, payoutsIssued: paidOut }
    },
  )
  serveEndpoint(
    app,
    testClockEndpoints.now,
    { tags: ['test'], schemas: { response: ClockNowSchema } },
    async (request) => {
      requireRole(request, 'admin')
      return { now: deps.clock.now().toISOString() }
    },
  )
}
