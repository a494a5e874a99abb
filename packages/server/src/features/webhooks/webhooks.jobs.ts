import type { Jobs } from '../../jobs/jobs.ts'
import { deliverDueWebhooks, type DeliveryDeps } from './deliver-due-webhooks.ts'
import { hasDueDeliveries } from './webhook-deliveries.repository.ts'

export const DELIVER_WEBHOOKS_QUEUE = 'webhooks.deliver'
/**
 * How often the poller looks for due deliveries (decision 1110): one indexed query; a job is
 * queued only when something is due. Equal to the first retry's wait.
 */
export const DELIVERY_POLL_MS = 5_000

/**
 * The durable delivery job (issue 24): a run sends every due delivery (deliver-due-webhooks.ts).
 * Runs are queued by a poller when deliveries are due, and at once by `kick` (a test event or
 * a redelivery by hand). Only one run is queued at a time; claims use SKIP LOCKED, so runs in
 * two processes never send one delivery twice.
 */
export function registerWebhookJobs(deps: DeliveryDeps & { jobs: Jobs; poll: boolean }): {
  kick: () => Promise<void>
} {
  deps.jobs.register(DELIVER_WEBHOOKS_QUEUE, async () => deliverDueWebhooks(deps))
  let queued: string | null = null

  async function kick() {
    if (queued) {
      const status = await deps.jobs.get(queued)
      if (status && (status.state === 'queued' || status.state === 'running')) return
    }
    queued = await deps.jobs.send(
      DELIVER_WEBHOOKS_QUEUE,
      {},
      { retryLimit: 0, expireInSeconds: 600 },
    )
  }

  if (deps.poll) {
    // One run per poll interval across all processes (decision 1292), only when one is due.
    deps.jobs.every(DELIVER_WEBHOOKS_QUEUE, {
      everyMs: DELIVERY_POLL_MS,
      onlyIf: () => hasDueDeliveries(deps.db, new Date()),
    })
  }
  return { kick }
}
