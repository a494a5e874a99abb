import { z } from 'zod'
import type { Jobs } from '../../jobs/jobs.ts'
import { requireRole } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { MembershipDeps } from './membership-deps.ts'
import { registerMembershipRoutes, type SendInvoice } from './membership.routes.ts'
import { runMembershipBilling } from './renew-memberships.ts'

export const MEMBERSHIP_BILLING_QUEUE = 'membership.billing'
/** Hourly: a renewal is due a day before the period ends, so an hour late loses nothing. */
export const MEMBERSHIP_BILLING_INTERVAL_MS = 60 * 60 * 1000

const BillingRunSchema = z.object({
  renewed: z.number(),
  failed: z.number(),
  lapsed: z.number(),
  reminded: z.number(),
})

/**
 * Membership plans (issue 19, decisions 1315–1319): the plan page API, the admin's plan
 * change, the billing job (renewals, reminders, lapses) and, in development and tests, a
 * control that runs the job at once after the test clock moved.
 */
export function registerMembership(
  app: ZodApp,
  deps: MembershipDeps & {
    jobs: Jobs
    sendInvoice: SendInvoice
    backgroundJobs: boolean
    hasDevConveniences: boolean
  },
): void {
  const { jobs, backgroundJobs, hasDevConveniences, ...rest } = deps
  registerMembershipRoutes(app, rest)
  jobs.register(MEMBERSHIP_BILLING_QUEUE, async () => {
    await runMembershipBilling(rest)
  })
  if (backgroundJobs) {
    jobs.every(MEMBERSHIP_BILLING_QUEUE, {
      everyMs: MEMBERSHIP_BILLING_INTERVAL_MS,
      atStart: true,
      retryLimit: 1,
      expireInSeconds: 600,
    })
  }
  if (hasDevConveniences) {
    app.post(
      '/api/v1/test/membership/run-billing',
      { schema: { tags: ['test'], response: { 200: BillingRunSchema } } },
      async (request) => {
        requireRole(request, 'admin')
        return runMembershipBilling(rest)
      },
    )
  }
}
