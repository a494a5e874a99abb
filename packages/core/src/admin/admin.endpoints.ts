import { endpoint } from '../http/endpoint.ts'
import type { adminSchemas as S } from './admin.schemas.ts'

/** The admin console's endpoints (decision 990: one contract per endpoint). */
export const adminEndpoints = {
  overview: endpoint<typeof S.overview>()('GET', '/api/v1/admin/overview'),
  reconcilePayments: endpoint<typeof S.reconcilePayments>()(
    'POST',
    '/api/v1/admin/payments/reconcile',
  ),
  /** Transfers waiting for an admin: the registrar adapter's default (DESIGN.md §7). */
  transfers: endpoint<typeof S.transfers>()('GET', '/api/v1/admin/transfers'),
  confirmTransfer: endpoint<typeof S.confirmTransfer>()(
    'POST',
    '/api/v1/admin/transactions/:transactionId/transfer/confirm',
  ),
  rejectTransfer: endpoint<typeof S.rejectTransfer>()(
    'POST',
    '/api/v1/admin/transactions/:transactionId/transfer/reject',
  ),
  /** The transactions desk (issue 19, decision 1345). */
  transactions: endpoint<typeof S.transactions>()('GET', '/api/v1/admin/transactions'),
  transaction: endpoint<typeof S.transaction>()('GET', '/api/v1/admin/transactions/:transactionId'),
  cancelTransaction: endpoint<typeof S.cancelTransaction>()(
    'POST',
    '/api/v1/admin/transactions/:transactionId/cancel',
  ),
  stuckPayouts: endpoint<typeof S.stuckPayouts>()('GET', '/api/v1/admin/payouts/stuck'),
  retryPayout: endpoint<typeof S.retryPayout>()('POST', '/api/v1/admin/payouts/:payoutId/retry'),
  /** Job queues and recent errors (issue 19, decision 1346). */
  health: endpoint<typeof S.health>()('GET', '/api/v1/admin/health'),
  // The compliance review queue, accounts and the audit log (issue 19, decisions 1335-1338).
  consoleCounts: endpoint<typeof S.consoleCounts>()('GET', '/api/v1/admin/console'),
  reviewQueue: endpoint<typeof S.reviewQueue>()('GET', '/api/v1/admin/review'),
  approveDomain: endpoint<typeof S.approveDomain>()(
    'POST',
    '/api/v1/admin/review/:domainId/approve',
  ),
  rejectDomain: endpoint<typeof S.rejectDomain>()('POST', '/api/v1/admin/review/:domainId/reject'),
  searchAccounts: endpoint<typeof S.searchAccounts>()('GET', '/api/v1/admin/accounts'),
  account: endpoint<typeof S.account>()('GET', '/api/v1/admin/accounts/:userId'),
  approveAccount: endpoint<typeof S.approveAccount>()(
    'POST',
    '/api/v1/admin/accounts/:userId/approve',
  ),
  suspendAccount: endpoint<typeof S.suspendAccount>()(
    'POST',
    '/api/v1/admin/accounts/:userId/suspend',
  ),
  reinstateAccount: endpoint<typeof S.reinstateAccount>()(
    'POST',
    '/api/v1/admin/accounts/:userId/reinstate',
  ),
  auditLog: endpoint<typeof S.auditLog>()('GET', '/api/v1/admin/audit'),
}
