import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { LeadNotifier } from './lead-notifier.ts'
import { expireOffers } from './offer-expiry.ts'

/**
 * Test and development only (decision 451): runs the offer-expiry job now, with the clock
 * the caller gives, so a browser test sees an expired offer closed without waiting 7 days.
 * It is the job's own function; only `now` differs. It closes every open offer on the
 * platform, so it needs the admin role (decision 902).
 */
export function registerLeadsTestControls(
  app: ZodApp,
  deps: { db: Db; notifier: LeadNotifier },
): void {
  app.post(
    '/api/v1/test/leads/expire-offers',
    {
      schema: {
        tags: ['test'],
        body: z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
        response: { 200: z.object({ closed: z.number().int().min(0) }) },
      },
    },
    async (request) => {
      requireRole(request, 'admin')
      return { closed: await expireOffers(deps.db, new Date(request.body.now), deps.notifier) }
    },
  )
}
