import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import { createDnsClient } from '../../dns/dns-client.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { InUseGuardDeps } from './in-use-guard-deps.ts'
import { registerInUseGuardJobs } from './in-use-guard.jobs.ts'
import { markDue } from './in-use-guard.repository.ts'
import { registerInUseGuardRoutes } from './in-use-guard.routes.ts'
import { createInUseGuardService } from './in-use-guard.service.ts'
import { registerInUseGuardTestControls } from './in-use-guard.test-controls.ts'
import { runGuardPass } from './run-guard-pass.ts'
import { createSandboxSites } from './sandbox-sites.ts'
import { createSiteProbe } from './site-probe.ts'

/**
 * The in-use guard (issue 24, decisions 1140–1143): the checking job, the seller's routes and,
 * in development and test, the sandbox sites and test controls. Production probes the real
 * DNS and web; development and test probe the sandbox first, and the real resolvers only when
 * DNS_RESOLVERS names them (server tests point them at a DNS server on 127.0.0.1).
 */
export function registerInUseGuard(
  app: ZodApp,
  deps: { env: Env; db: Db; jobs: Jobs; mailer: Mailer | null; listingChanges: ListingChanges },
) {
  const { env } = deps
  const settings = env.inUseGuard
  const realProbe = createSiteProbe({
    dns: createDnsClient({ servers: env.intake.dnsResolvers, timeoutMs: env.intake.dnsTimeoutMs }),
    httpPort: settings.httpPort,
    timeoutMs: settings.httpTimeoutMs,
    allowPrivateAddresses: env.hasDevConveniences,
  })
  const sandbox = env.hasDevConveniences
    ? createSandboxSites(env.intake.dnsResolvers.length > 0 ? realProbe : null)
    : null
  if (sandbox) app.addHook('onClose', () => sandbox.close())
  const publicHosts = [env.publicUrl, env.ssoBaseUrl].map((url) => new URL(url).hostname)
  const guard: InUseGuardDeps = {
    db: deps.db,
    probe: sandbox?.probe ?? realProbe,
    own: {
      addresses: [...env.parkingSetup.aRecords, ...settings.landerAddresses],
      hosts: [env.parkingSetup.cnameTarget, ...publicHosts],
    },
    limits: {
      perRun: settings.perRun,
      concurrency: settings.concurrency,
      recheckMs: settings.recheckMs,
    },
    mailer: deps.mailer,
    publicUrl: env.publicUrl,
    now: () => new Date(),
    listingChanged: (name) => deps.listingChanges.changed([name]),
  }
  const runPass = (signal: AbortSignal) => runGuardPass(guard, signal)
  registerInUseGuardJobs({
    jobs: deps.jobs,
    runPass,
    intervalMs: settings.intervalMs,
    schedule: env.backgroundJobs,
  })
  registerInUseGuardRoutes(app, createInUseGuardService(guard))
  if (sandbox) {
    registerInUseGuardTestControls(app, {
      jobs: deps.jobs,
      setServing: sandbox.setServing,
      markDue: (name) => markDue(deps.db, name, new Date()),
    })
  }
  return { runPass }
}
