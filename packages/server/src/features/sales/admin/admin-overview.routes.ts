import { z } from 'zod'
import type { Db } from '../../../db/client.ts'
import { requireRole } from '../../../http/auth.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import { countOpenPaymentOrders, countTransfers } from './admin-overview.repository.ts'

export const AdminOverviewSchema = z.object({
  transfers: z.object({
    /** The seller gave the auth code: an admin confirms the transfer. */
    toConfirm: z.number().int(),
    /** Paid, waiting for the seller's auth code. */
    awaitingAuthCode: z.number().int(),
  }),
  payments: z.object({
    /** Orders with no answer from the provider yet (a reconciliation settles them). */
    open: z.number().int(),
    oldestOpenAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  sandbox: z.boolean(),
})

/** The admin console's live counts (issue 13, decision 953). */
export function registerAdminOverviewRoutes(
  app: ZodApp,
  deps: { db: Db; isSandbox: boolean },
): void {
  app.get(
    '/api/v1/admin/overview',
    { schema: { tags: ['admin'], response: { 200: AdminOverviewSchema } } },
    async (request) => {
      requireRole(request, 'admin')
      const [transfers, payments] = await Promise.all([
        countTransfers(deps.db),
        countOpenPaymentOrders(deps.db),
      ])
      return {
        transfers,
        payments: { open: payments.total, oldestOpenAt: payments.oldestAt?.toISOString() ?? null },
        sandbox: deps.isSandbox,
      }
    },
  )
}
