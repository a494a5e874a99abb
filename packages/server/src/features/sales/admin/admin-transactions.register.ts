import type { Env } from '../../../config/env.ts'
import type { Db } from '../../../db/client.ts'
import type { ListingChanges } from '../../../db/listing-changes.ts'
import { createSecretBox } from '../../../auth/secret-box.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import { createSandboxProvider, manualRegistrar } from '../payment-provider.ts'
import type { SalesClock } from '../sales-clock.ts'
import { createSalesQueries } from '../sales.queries.ts'
import type { RecordAdminAction } from './admin-audit-port.ts'
import { registerAdminTransactionRoutes } from './admin-transactions.routes.ts'

/**
 * The admin transactions desk (issue 19), with the sales use cases' dependencies built as
 * `registerSales` builds them: the same provider, clock and database, so a refund here goes
 * through the same payment provider and ledger as a buyer's cancellation.
 */
export function registerAdminTransactions(
  app: ZodApp,
  deps: {
    env: Env
    db: Db
    clock: SalesClock
    mailer: Mailer | null
    listingChanges: ListingChanges
    recordAdminAction: RecordAdminAction
  },
): void {
  const { env, db } = deps
  const sales = {
    db,
    provider: createSandboxProvider(db),
    registrar: manualRegistrar,
    box: createSecretBox(env.payments.encryptionKey),
    clock: deps.clock,
    mailer: deps.mailer,
    publicUrl: env.publicUrl,
    payoutHoldDays: env.payments.payoutHoldDays,
    leaseGraceDays: env.payments.leaseGraceDays,
    listingChanges: deps.listingChanges,
    recordAdminAction: deps.recordAdminAction,
  }
  registerAdminTransactionRoutes(app, { sales, queries: createSalesQueries(db) })
}
