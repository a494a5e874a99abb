import type { FastifyRequest } from 'fastify'
import type { TransactionRow } from '../../db/schema/sales.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'
import type { Viewer } from './transaction-details.queries.ts'
import type { SalesService } from './sales.service.ts'

/**
 * The transaction and who is looking at it: its seller, its buyer or an admin. Anyone else
 * reads "no such transaction", as if it did not exist.
 */
export async function getVisibleTransaction(
  sales: Pick<SalesService, 'getTransaction'>,
  request: FastifyRequest,
  id: string,
) {
  const user = requireUser(request)
  const row: TransactionRow = await sales.getTransaction(id)
  const viewer: Viewer | null =
    row.sellerId === user.id
      ? 'seller'
      : row.buyerId === user.id
        ? 'buyer'
        : user.roles.includes('admin')
          ? 'admin'
          : null
  if (!viewer) throw new AppError('NOT_FOUND', 'No such transaction.')
  return { row, viewer, user } as const
}
