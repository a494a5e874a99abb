import type { FastifyRequest } from 'fastify'
import type { PortfolioListView } from '@namefolio/core/portfolio/portfolio.contract'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole, requireUser } from '../../http/auth.ts'

/**
 * Who may list or export a portfolio view: a seller, and for Purchases also a buyer, who sees
 * what they bought (decision 282).
 */
export function requireListViewer(request: FastifyRequest, view: PortfolioListView): UserRow {
  if (view !== 'purchases') return requireRole(request, 'seller')
  const user = requireUser(request)
  if (!user.roles.includes('buyer') && !user.roles.includes('seller')) {
    throw new AppError('FORBIDDEN', 'This needs the buyer or seller role.')
  }
  return user
}
