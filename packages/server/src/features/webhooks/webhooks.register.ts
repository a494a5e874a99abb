import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { publishListingChanges } from './listing-webhook-events.ts'
import { createEndpointDisabledNotice } from './webhook-disabled-mail.ts'
import { resolveWithSystemDns, type WebhookTargetPolicy } from './webhook-target.ts'
import { registerWebhookJobs } from './webhooks.jobs.ts'
import { registerWebhookRoutes } from './webhooks.routes.ts'

/** The app's one target policy: private and http targets only where the env allows (tests). */
export function webhookTargetPolicyOf(env: Env): WebhookTargetPolicy {
  return { allowPrivateTargets: env.webhooksAllowPrivateTargets, resolve: resolveWithSystemDns }
}

/** Webhooks (issue 24): the delivery job and the owner's routes, with one target policy. */
export function registerWebhooks(
  app: ZodApp,
  deps: { env: Env; db: Db; jobs: Jobs; mailer: Mailer; listingChanges: ListingChanges },
): void {
  const policy = webhookTargetPolicyOf(deps.env)
  const { kick } = registerWebhookJobs({
    db: deps.db,
    jobs: deps.jobs,
    // BACKGROUND_JOBS=false (some tests) stops the poller; sends by hand still go out.
    poll: deps.env.backgroundJobs,
    policy,
    onEndpointDisabled: createEndpointDisabledNotice({
      db: deps.db,
      mailer: deps.mailer,
      publicUrl: deps.env.publicUrl,
      log: app.log,
    }),
  })
  registerWebhookRoutes(app, { db: deps.db, policy, kick })
  const unsubscribe = publishListingChanges({
    db: deps.db,
    listingChanges: deps.listingChanges,
    log: app.log,
  })
  app.addHook('onClose', async () => unsubscribe())
}
