import type { EndpointSchemas } from '../http/endpoint.ts'
import { AdminTransferListSchema } from '../sales/sales-actions.contract.ts'
import {
  PayoutParamsSchema,
  RejectTransferBodySchema,
  TransactionParamsSchema,
} from '../sales/sales-requests.contract.ts'
import { TransactionDetailSchema } from '../sales/sales.contract.ts'
import {
  AdminOverviewSchema,
  ReconcileBodySchema,
  ReconcileResultSchema,
} from './admin-overview.contract.ts'
import { AdminHealthSchema } from './admin-health.contract.ts'
import {
  AdminCancelBodySchema,
  AdminTransactionListQuerySchema,
  AdminTransactionListSchema,
  RetriedPayoutSchema,
  StuckPayoutListSchema,
} from './admin-transactions.contract.ts'
import {
  AccountActionBodySchema,
  AccountDetailSchema,
  AccountParamsSchema,
  AccountSearchQuerySchema,
  AccountSearchResultSchema,
  AccountSummarySchema,
  SuspendAccountBodySchema,
} from './admin-accounts.contract.ts'
import { AuditPageSchema, AuditQuerySchema } from './admin-audit.contract.ts'
import {
  AdminConsoleCountsSchema,
  ApproveDomainBodySchema,
  RejectDomainBodySchema,
  ReviewDecisionSchema,
  ReviewDomainParamsSchema,
  ReviewQueuePageSchema,
  ReviewQueueQuerySchema,
} from './admin-review.contract.ts'

/**
 * The zod schemas of each `adminEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const adminSchemas = {
  overview: { response: AdminOverviewSchema },
  reconcilePayments: { body: ReconcileBodySchema, response: ReconcileResultSchema },
  transfers: { response: AdminTransferListSchema },
  confirmTransfer: { params: TransactionParamsSchema, response: TransactionDetailSchema },
  rejectTransfer: {
    params: TransactionParamsSchema,
    body: RejectTransferBodySchema,
    response: TransactionDetailSchema,
  },
  transactions: { query: AdminTransactionListQuerySchema, response: AdminTransactionListSchema },
  transaction: { params: TransactionParamsSchema, response: TransactionDetailSchema },
  cancelTransaction: {
    params: TransactionParamsSchema,
    body: AdminCancelBodySchema,
    response: TransactionDetailSchema,
  },
  stuckPayouts: { response: StuckPayoutListSchema },
  retryPayout: { params: PayoutParamsSchema, response: RetriedPayoutSchema },
  health: { response: AdminHealthSchema },
  consoleCounts: { response: AdminConsoleCountsSchema },
  reviewQueue: { query: ReviewQueueQuerySchema, response: ReviewQueuePageSchema },
  approveDomain: {
    params: ReviewDomainParamsSchema,
    body: ApproveDomainBodySchema,
    response: ReviewDecisionSchema,
  },
  rejectDomain: {
    params: ReviewDomainParamsSchema,
    body: RejectDomainBodySchema,
    response: ReviewDecisionSchema,
  },
  searchAccounts: { query: AccountSearchQuerySchema, response: AccountSearchResultSchema },
  account: { params: AccountParamsSchema, response: AccountDetailSchema },
  approveAccount: {
    params: AccountParamsSchema,
    body: AccountActionBodySchema,
    response: AccountSummarySchema,
  },
  suspendAccount: {
    params: AccountParamsSchema,
    body: SuspendAccountBodySchema,
    response: AccountSummarySchema,
  },
  reinstateAccount: {
    params: AccountParamsSchema,
    body: AccountActionBodySchema,
    response: AccountSummarySchema,
  },
  auditLog: { query: AuditQuerySchema, response: AuditPageSchema },
} satisfies Record<string, EndpointSchemas>
