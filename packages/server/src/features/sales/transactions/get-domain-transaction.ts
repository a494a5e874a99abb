import { needsSellerAction, saleStepOf } from '@namefolio/core/sales/sale-steps'
import type { DomainTransaction } from '@namefolio/core/sales/transaction-extras.contract'
import { isTerminalStatus } from '@namefolio/core/sales/transaction-machine'
import type { Db } from '../../../db/client.ts'
import { AppError } from '../../../http/app-error.ts'
import { listRecentSellerTransactionsOfDomain } from './open-transaction.queries.ts'

/**
 * `GET /api/v1/domains/{domainName}/transaction` (spec §7, issue 18): the domain's open sale
 * or lease, for its seller only. "Open" is any status the state machine can still leave, so a
 * running lease is open and a paid-out sale is not (decision 1054). Anyone else, and a domain
 * with no open transaction, reads 404.
 */
export async function getDomainTransaction(
  db: Db,
  sellerId: string,
  domainName: string,
): Promise<DomainTransaction> {
  const rows = await listRecentSellerTransactionsOfDomain(db, sellerId, domainName)
  const open = rows.find((r) => !isTerminalStatus(r.kind, r.status))
  if (!open) {
    throw new AppError('NOT_FOUND', 'This domain has no open transaction.', {
      fields: [{ field: 'domainName', code: 'domainTransaction.none' }],
    })
  }
  return {
    transactionId: open.id,
    kind: open.kind,
    domain: open.domainName,
    fullStatus: open.status,
    step: saleStepOf(open.status),
    needsAction: needsSellerAction(open.kind, open.status),
    salePrice: open.salePriceMicros,
    saleDate: open.saleDate.toISOString(),
  }
}
