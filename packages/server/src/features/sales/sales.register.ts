import type { FastifyInstance } from 'fastify'
import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { registerCheckoutRoutes } from './checkout.routes.ts'
import { createCheckout } from './checkout.service.ts'
import { createIdempotency } from './idempotency.ts'
import { createPayee } from './payee.service.ts'
import { createSandboxProvider, manualRegistrar } from './payment-provider.ts'
import { createSalesClock, type SalesClock } from './sales-clock.ts'
import { createSalesQueries } from './sales.queries.ts'
import { registerSalesRoutes } from './sales.routes.ts'
import { registerSalesTestControls } from './sales.test-controls.ts'
import { registerPurchaseRoutes } from './purchases/purchases.routes.ts'
import { registerAdminOverviewRoutes } from './admin/admin-overview.routes.ts'
import { registerAdminTransferRoutes } from './admin/admin-transfers.routes.ts'
import { registerInvoiceRoutes } from './invoices.routes.ts'
import { registerLeaseRoutes } from './leases.routes.ts'
import { registerPayeeRoutes } from './payee.routes.ts'
import { createPayoutAccountEdits } from './payout-account-edit.ts'
import { registerPayoutAccountEditRoutes } from './payout-account-edit.routes.ts'
import { createSandboxOnboarding } from './payout-onboarding.ts'
import { registerPayoutRoutes } from './payouts/payouts.routes.ts'
import {
  createSalesDocuments,
  type DocumentLine,
  type StatementMonthsSource,
} from './sales-documents.ts'
import { createSalesExports } from './sales-exports.ts'
import { registerStatementRoutes } from './statements.routes.ts'
import { registerTransactionRoutes } from './transactions.routes.ts'
import { registerTransactionExtrasRoutes } from './transactions/transaction-extras.routes.ts'
import { createSalesService, type AgreementPaidHook } from './sales.service.ts'
import { createSecretBox } from '../../auth/secret-box.ts'
import type { TransactionMovedHook } from './sales-deps.ts'

export const MONEY_QUEUE = 'sales.money'
/** How often the money jobs run: lease billing, payouts due, reconciliation (decision 804). */
export const MONEY_INTERVAL_MS = 60_000

/**
 * Checkout, transactions, lease to own and payouts (issue 8). The money jobs are one durable
 * job queued every minute; pg-boss gives each run to one worker.
 */
export function registerSales(
  app: FastifyInstance,
  deps: {
    env: Env
    db: Db
    jobs: Jobs
    mailer: Mailer | null
    clock?: SalesClock
    listingChanges?: ListingChanges
    onAgreementPaid?: AgreementPaidHook
    /** Told of every transaction status change (partner webhooks, issue 24). */
    onTransactionMoved?: TransactionMovedHook
    /** Dev/test clock control: also runs after each advance (the parking close, issue 17). */
    onClockAdvanced?: () => Promise<unknown>
    /** More statement lines from other features (the parking lines, issue 17). */
    statementLines?: (sellerId: string, month: string) => Promise<DocumentLine[]>
    statementMonths?: StatementMonthsSource
  },
) {
  const { env, db, jobs } = deps
  const clock = deps.clock ?? createSalesClock()
  const provider = createSandboxProvider(db)
  const box = createSecretBox(env.payments.encryptionKey)
  const sales = createSalesService({
    db,
    provider,
    registrar: manualRegistrar,
    box,
    clock,
    mailer: deps.mailer,
    publicUrl: env.publicUrl,
    payoutHoldDays: env.payments.payoutHoldDays,
    leaseGraceDays: env.payments.leaseGraceDays,
    listingChanges: deps.listingChanges,
    onAgreementPaid: deps.onAgreementPaid,
    onTransactionMoved: deps.onTransactionMoved,
  })
  const queries = createSalesQueries(db)
  const checkout = createCheckout({
    db,
    provider,
    idempotency: createIdempotency(db),
    sales,
    pauseAfterChargeMs: env.payments.pauseAfterChargeMs,
    now: clock.now,
  })
  const payee = createPayee({ db, box, sales })
  const zapp = app as unknown as ZodApp
  const isSandbox = provider.isSandbox
  const idempotency = createIdempotency(db)
  const documents = createSalesDocuments({
    db,
    queries,
    isSandbox,
    statementLines: deps.statementLines,
    statementMonths: deps.statementMonths,
  })
  registerCheckoutRoutes(zapp, { checkout, ssoBaseUrl: env.ssoBaseUrl, isSandbox })
  registerSalesRoutes(zapp, { sales, queries, clock })
  registerLeaseRoutes(zapp, { sales, queries })
  registerTransactionRoutes(zapp, { sales, queries })
  registerTransactionExtrasRoutes(zapp, {
    sales,
    db,
    clock,
    mailer: deps.mailer,
    publicUrl: env.publicUrl,
  })
  registerInvoiceRoutes(zapp, { sales, documents })
  registerStatementRoutes(zapp, { queries, documents, exports: createSalesExports(db) })
  registerPayoutRoutes(zapp, { db, sales, idempotency, isSandbox })
  registerPayeeRoutes(zapp, { payee, isSandbox, db })
  const edits = createPayoutAccountEdits({
    db,
    box,
    mailer: deps.mailer,
    payee,
    sales,
    publicUrl: env.publicUrl,
    onboarding: createSandboxOnboarding(env.publicUrl),
  })
  registerPayoutAccountEditRoutes(zapp, { edits, isSandbox, ssoBaseUrl: env.ssoBaseUrl })
  registerPurchaseRoutes(zapp, {
    db,
    provider,
    idempotency,
    bookInstallment: sales.bookInstallment,
    sales,
    queries,
  })
  registerAdminTransferRoutes(zapp, { sales, queries, ssoBaseUrl: env.ssoBaseUrl, isSandbox })
  registerAdminOverviewRoutes(zapp, { db, isSandbox })
  if (env.hasDevConveniences)
    registerSalesTestControls(zapp, { sales, clock, onClockAdvanced: deps.onClockAdvanced })

  jobs.register(MONEY_QUEUE, async () => ({
    reconciled: await sales.reconcileOrders(env.payments.reconcileAfterSeconds),
    billing: await sales.runLeaseBilling(),
    payouts: await sales.runPayoutSweep(),
  }))
  // Once a minute across all processes (decision 1292), and at start: orders a crash left
  // behind are reconciled straight away.
  if (env.backgroundJobs) jobs.every(MONEY_QUEUE, { everyMs: MONEY_INTERVAL_MS, atStart: true })
  return { sales, queries, checkout, payee, clock, provider }
}
