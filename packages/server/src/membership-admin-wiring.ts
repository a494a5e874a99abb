import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import type { ListingChanges } from './db/listing-changes.ts'
import { recordAdminAction } from './db/admin-audit.ts'
import { registerAdminAuditRoutes } from './features/admin-audit/admin-audit.routes.ts'
import { registerAdminConsole } from './features/admin-console/admin-console.register.ts'
import { createDomainReviewMail } from './features/notifications/domain-review-mail.ts'
import { insertDomainNotification } from './features/notifications/notifications.repository.ts'
import { findRecipientsAllowing } from './features/notifications/notifications.service.ts'
import type { SalesClock } from './features/sales/sales-clock.ts'
import type { ZodApp } from './http/zod-app.ts'
import type { Jobs } from './jobs/jobs.ts'
import type { Mailer } from './mail/mailer.ts'
import { registerAdminHealth } from './features/admin-health/admin-health.register.ts'
import { registerAdminTransactions } from './features/sales/admin/admin-transactions.register.ts'
import { registerMembership } from './features/membership/membership.register.ts'
import { readPortfolioSwitches } from './features/portfolio/portfolio.repository.ts'
import { pdfUrlOf, sendHtml, sendPdf } from './features/sales/document-replies.ts'
import { createSandboxProvider } from './features/sales/payment-provider.ts'
import { writeInvoicePdf } from './features/sales/sales-pdf.ts'
import { renderInvoice } from './features/sales/sales.pages.ts'
import { registerSwitchboardRoutes } from './features/switchboard/switchboard.routes.ts'

export type MembershipAdminDeps = {
  env: Env
  database: Database
  jobs: Jobs
  mailer: Mailer | null
  /** The money clock: membership expiry and renewals read it, as sales do (decision 902). */
  moneyClock: SalesClock
  listingChanges: ListingChanges
}

/**
 * Membership plans, the switchboard and the admin console (issue 19): every route, job and test
 * control of those features, registered in one place so app.ts stays a table of features.
 */
export function registerMembershipAndAdmin(app: ZodApp, deps: MembershipAdminDeps): void {
  const { env, database, jobs, mailer, moneyClock, listingChanges } = deps
  const db = database.db
  // Plans are charged through the sales payment provider and render as sales invoices (1318).
  registerMembership(app, {
    db,
    now: moneyClock.now,
    payments: createSandboxProvider(db),
    mailer,
    publicUrl: env.publicUrl,
    recordAdminAction,
    isSearchStatsOn: async (accountId) => (await readPortfolioSwitches(db, accountId)).searchStats,
    sendInvoice: (reply, request, invoice) =>
      request.query.format === 'pdf'
        ? sendPdf(reply, `invoice-${invoice.invoiceNumber}`, writeInvoicePdf(invoice))
        : sendHtml(reply, renderInvoice({ ...invoice, pdfUrl: pdfUrlOf(request.url) })),
    jobs,
    backgroundJobs: env.backgroundJobs,
    hasDevConveniences: env.hasDevConveniences,
  })
  registerAdminConsole(app, {
    database,
    listingChanges,
    record: recordAdminAction,
    mail: createDomainReviewMail({ db, mailer, publicUrl: env.publicUrl, log: app.log }),
    // A review decision reaches the seller's notifications unless they turned that kind off.
    notify: async (tx, notice) => {
      const allowed = await findRecipientsAllowing(tx, 'inApp', notice.kind, [notice.sellerId])
      if (allowed.has(notice.sellerId)) await insertDomainNotification(tx, notice)
    },
  })
  registerAdminTransactions(app, {
    ...{ env, db, clock: moneyClock, mailer, listingChanges },
    recordAdminAction,
  })
  registerAdminHealth(app, { db, jobs, hasDevConveniences: env.hasDevConveniences })
  registerAdminAuditRoutes(app, { db })
  registerSwitchboardRoutes(app, { db, recordAdminAction })
}
