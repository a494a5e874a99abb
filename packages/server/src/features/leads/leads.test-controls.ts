import {
  ExpireOffersInputSchema,
  ExpireOffersResultSchema,
  SweepPaymentWindowsInputSchema,
  SweepPaymentWindowsResultSchema,
} from '@namefolio/core/negotiations/leads.contract'
import { leadsTestEndpoints } from '@namefolio/core/negotiations/leads.endpoints'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { LeadNotifier } from './lead-notifier.ts'
import { expireOffers } from './offer-expiry.ts'
import { sweepPaymentWindows } from './sweep-payment-windows.ts'

/**
 * Test and development only (decision 451): runs the offer-expiry job (and the payment-window
 * job) now, with the clock the caller gives, so a browser test sees an expired offer closed
 * without waiting 7 days.
 * It is the job's own function; only `now` differs. It closes every open offer on the
 * platform, so it needs the admin role (decision 902).
 */
export function registerLeadsTestControls(
  app: ZodApp,
  deps: { db: Db; notifier: LeadNotifier; listingChanges?: ListingChanges },
): void {
  const tags = ['test']
  serveEndpoint(
    app,
    leadsTestEndpoints.expireOffers,
    { tags, schemas: { body: ExpireOffersInputSchema, response: ExpireOffersResultSchema } },
    async (request) => {
      requireRole(request, 'admin')
      return { closed: await expireOffers(deps.db, new Date(request.body.now), deps.notifier) }
    },
  )
  // The payment-window job (decisions 962, 963) at the caller's clock: reminders and closings.
  serveEndpoint(
    app,
    leadsTestEndpoints.sweepPaymentWindows,
    {
      tags,
      schemas: {
        body: SweepPaymentWindowsInputSchema,
        response: SweepPaymentWindowsResultSchema,
      },
    },
    async (request) => {
      requireRole(request, 'admin')
      return sweepPaymentWindows(
        deps.db,
        new Date(request.body.now),
        deps.notifier,
        deps.listingChanges,
        request.body.sellerId,
      )
    },
  )
}
