import { AppError } from '../../../http/app-error.ts'
import { relistSellerDomain } from '../sale-domains.repository.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { getSellerTransaction } from './get-transaction.ts'

/** One-click relist after a default or a cancellation (the domain is the seller's again). */
export async function relistDomain(deps: SalesDeps, sellerId: string, id: string) {
  const row = await getSellerTransaction(deps.db, sellerId, id)
  if (row.status !== 'CANCELLED')
    throw new AppError('CONFLICT', 'Only a cancelled or defaulted sale can be relisted.')
  await relistSellerDomain(deps.db, sellerId, row.domainId, deps.clock.now())
  deps.listingChanges?.changed([row.domainName])
  return { domainName: row.domainName, status: 'ACTIVE' as const }
}
