import {
  InUseRunResultSchema,
  InUseTestSiteSchema,
  type InUseRunResult,
} from '@namefolio/core/in-use-guard/in-use-guard.contract'
import { inUseGuardTestEndpoints as api } from '@namefolio/core/in-use-guard/in-use-guard.endpoints'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { IN_USE_GUARD_QUEUE } from './in-use-guard.jobs.ts'

/** A bound on one call's passes (the demo data needs a handful). */
const MAX_PASSES = 200

/**
 * Development and test only (decision 1143): make a name serve a site from the built-in
 * sandbox web server, and run guard passes now through the durable queue (waiting for it).
 * Both touch every account's domains, so they need the admin role; `register` adds them only
 * where the other test controls are.
 */
export function registerInUseGuardTestControls(
  app: ZodApp,
  deps: {
    jobs: Jobs
    setServing: (name: string, on: boolean) => void
    markDue: (name: string) => Promise<void>
  },
): void {
  serveEndpoint(
    app,
    api.site,
    { tags: ['test'], schemas: { body: InUseTestSiteSchema, response: InUseRunResultSchema } },
    async (request) => {
      requireRole(request, 'admin')
      deps.setServing(request.body.domainName, request.body.serving)
      await deps.markDue(request.body.domainName)
      return { checked: 0, paused: 0, wrapped: false }
    },
  )
  serveEndpoint(
    app,
    api.run,
    { tags: ['test'], schemas: { response: InUseRunResultSchema } },
    async (request) => {
      requireRole(request, 'admin')
      const total = { checked: 0, paused: 0, wrapped: false }
      // Passes until the walk has wrapped twice: the first wrap ends a walk a scheduled pass may
      // have left halfway (names before its cursor would be missed), the second is a whole walk
      // from the start, so every listed domain due now has been looked at.
      let wraps = 0
      for (let pass = 0; pass < MAX_PASSES && wraps < 2; pass++) {
        const id = await deps.jobs.send(IN_USE_GUARD_QUEUE, {}, { retryLimit: 0 })
        const done = await deps.jobs.waitFor(id, 60_000)
        if (done.state !== 'completed') throw new Error(`in-use guard pass ${done.state}`)
        const result = done.result as InUseRunResult
        total.checked += result.checked
        total.paused += result.paused
        if (result.wrapped) wraps++
      }
      total.wrapped = wraps === 2
      return total
    },
  )
}
