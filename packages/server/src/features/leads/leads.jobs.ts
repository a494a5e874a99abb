import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import type { LeadNotifier } from './lead-notifier.ts'
import { expireOffers } from './offer-expiry.ts'

export const EXPIRE_OFFERS_QUEUE = 'leads.expireOffers'
/** How often expired offers are closed (decision 402): an offer ends within a minute of its expiry. */
export const EXPIRE_OFFERS_INTERVAL_MS = 60_000

/**
 * Offer expiry as a durable job (DESIGN.md §6): every minute one run is queued; pg-boss gives
 * it to one worker, and `expireOffers` locks the leads it closes (SKIP LOCKED), so two
 * processes never close an offer twice.
 */
export function registerLeadsJobs(
  app: FastifyInstance,
  deps: { jobs: Jobs; db: Db; notifier: LeadNotifier },
): void {
  deps.jobs.register(EXPIRE_OFFERS_QUEUE, async () => ({
    closed: await expireOffers(deps.db, new Date(), deps.notifier),
  }))
  let timer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deps.jobs
        .send(EXPIRE_OFFERS_QUEUE, {}, { retryLimit: 0, expireInSeconds: 600 })
        .catch((err: unknown) => app.log.warn({ err }, 'offer expiry was not queued'))
    }, EXPIRE_OFFERS_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
