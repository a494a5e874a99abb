import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { findSellerDomainId } from './domain-traffic.repository.ts'

/**
 * The seller's domain a traffic request names, in any case. Another seller's domain and one
 * that does not exist answer 404 alike, so the answer tells nothing of other portfolios.
 */
export async function getSellerTrafficDomain(
  db: Db,
  sellerId: string,
  domainName: string,
): Promise<{ name: string; domainId: string }> {
  const name = domainName.toLowerCase()
  const domainId = await findSellerDomainId(db, sellerId, name)
  if (!domainId) throw new AppError('NOT_FOUND', `${name} is not in your portfolio.`)
  return { name, domainId }
}
